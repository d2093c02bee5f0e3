import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db, DbOrTx } from "@/db/client";
import { bookings, type Booking } from "@/db/schema";
import { isMockPaymentIntentId } from "./fees";
import { logger } from "@/lib/observability/log";

const refundable = (booking: Booking) =>
  booking.paymentStatus === "succeeded" && Boolean(booking.stripePaymentIntentId) && !isMockPaymentIntentId(booking.stripePaymentIntentId!);

/**
 * Marks a refund as due, inside the transaction that makes it due (a decline, an agent's
 * cancellation, money for a lost slot), so it survives a crash before Stripe is called.
 */
export async function requestRefund(tx: DbOrTx, booking: Booking, now: Date): Promise<Booking> {
  if (!refundable(booking)) return booking;
  const [marked] = await tx
    .update(bookings)
    .set({ refundRequestedAt: booking.refundRequestedAt ?? now, updatedAt: now })
    .where(eq(bookings.id, booking.id))
    .returning();
  return marked;
}

/**
 * Refunds a booking's payment in full. The idempotency key is the PaymentIntent, so a
 * retried call (a redelivered webhook, the refund job) never refunds twice.
 */
export async function refundBooking(db: Db, stripe: Stripe | null, booking: Booking, now = new Date()): Promise<Booking> {
  if (!refundable(booking) || !stripe) return booking;
  const intentId = booking.stripePaymentIntentId!;
  const refund = await stripe.refunds.create(
    { payment_intent: intentId, metadata: { bookingId: booking.id } },
    { idempotencyKey: `refund-${intentId}` },
  );
  const [updated] = await db
    .update(bookings)
    .set({ paymentStatus: "refunded", refundedAt: now, stripeRefundId: refund.id, refundAttemptedAt: now, refundError: null, updatedAt: now })
    .where(eq(bookings.id, booking.id))
    .returning();
  return updated;
}

/**
 * Tries a due refund now; when Stripe cannot be reached the booking keeps its refund
 * request and the refund job retries it, so the caller's action still succeeds.
 */
export async function refundNowOrLater(db: Db, stripe: Stripe | null, booking: Booking, now = new Date()): Promise<Booking> {
  try {
    return await refundBooking(db, stripe, booking, now);
  } catch (error) {
    logger.error({ err: error, bookingId: booking.id }, "a refund failed; the refund job will retry");
    return booking;
  }
}

/**
 * The refund job: every booking with a refund due and money still held is refunded, the
 * longest untried first. Each refund stands alone: one that Stripe refuses gets its error
 * recorded and waits behind the others for the next run.
 */
export async function processDueRefunds(db: Db, stripe: Stripe | null, now = new Date()): Promise<number> {
  if (!stripe) return 0;
  const due = await db
    .select()
    .from(bookings)
    .where(and(isNotNull(bookings.refundRequestedAt), eq(bookings.paymentStatus, "succeeded")))
    .orderBy(sql`${bookings.refundAttemptedAt} asc nulls first`, asc(bookings.refundRequestedAt), asc(bookings.id))
    .limit(100);
  let refunded = 0;
  for (const booking of due) {
    try {
      await refundBooking(db, stripe, booking, now);
      refunded += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      logger.error({ bookingId: booking.id, error: message }, "a refund failed");
      await db
        .update(bookings)
        .set({ refundAttemptedAt: now, refundError: message, updatedAt: now })
        .where(eq(bookings.id, booking.id));
    }
  }
  return refunded;
}
