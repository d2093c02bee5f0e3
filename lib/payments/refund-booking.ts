import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "@/db/client";
import { bookings, type Booking } from "@/db/schema";
import { isMockPaymentIntentId } from "./fees";

/**
 * Refunds a booking's payment in full. The idempotency key is the PaymentIntent, so a
 * retried call (a redelivered webhook, a second decline) never refunds twice.
 */
export async function refundBooking(db: Db, stripe: Stripe | null, booking: Booking, now = new Date()): Promise<Booking> {
  const intentId = booking.stripePaymentIntentId;
  if (booking.paymentStatus !== "succeeded" || !intentId || isMockPaymentIntentId(intentId) || !stripe) return booking;
  const refund = await stripe.refunds.create(
    { payment_intent: intentId, metadata: { bookingId: booking.id } },
    { idempotencyKey: `refund-${intentId}` },
  );
  const [updated] = await db
    .update(bookings)
    .set({ paymentStatus: "refunded", refundedAt: now, stripeRefundId: refund.id, updatedAt: now })
    .where(eq(bookings.id, booking.id))
    .returning();
  return updated;
}
