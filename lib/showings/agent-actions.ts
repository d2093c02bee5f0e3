import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db, Tx } from "@/db/client";
import { bookings, type Booking } from "@/db/schema";
import { AppError, notFound } from "@/lib/errors";
import { canMarkNoShow, isUpcoming } from "@/lib/vocabulary/booking-status";
import { writeBookingNotifications } from "@/lib/notifications/write-booking-notifications";
import { refundNowOrLater, requestRefund } from "@/lib/payments/refund-booking";
import { recordCompliance } from "@/lib/compliance/record-compliance";
import type { Scope } from "@/lib/auth/scope";
import { BOOKING_NOT_FOUND, ownedBooking } from "@/lib/bookings/owned-booking";

/**
 * The agent cancels an upcoming showing: the slot is freed, the booker and the resident
 * are told, and the fee is refunded — the booker did nothing wrong.
 */
export async function cancelShowingByAgent(
  db: Db,
  stripe: Stripe | null,
  scope: Scope,
  bookingId: string,
  reason: string,
  now = new Date(),
): Promise<Booking> {
  const cancelled = await db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(ownedBooking(scope, bookingId)).for("update");
    if (!booking) throw notFound(BOOKING_NOT_FOUND);
    if (!isUpcoming(booking.status) || +booking.startsAt <= +now) {
      throw new AppError("conflict", "Only upcoming showings can be cancelled");
    }
    return cancelUpcomingBooking(tx, booking, reason, now);
  });
  return refundNowOrLater(db, stripe, cancelled, now);
}

/**
 * The agent's cancellation inside the caller's transaction, for an open booking the caller
 * has locked: the booker and the resident are told and the refund is recorded as due. The
 * caller tries the refund after the commit (refundNowOrLater); the refund job retries it.
 */
export async function cancelUpcomingBooking(tx: Tx, booking: Booking, reason: string, now: Date): Promise<Booking> {
  const [updated] = await tx
    .update(bookings)
    .set({ status: "cancelled", cancelledAt: now, cancellationReason: reason || "Cancelled by the listing agent", updatedAt: now })
    .where(eq(bookings.id, booking.id))
    .returning();
  // The refund is marked due first, so the booker's notice says so exactly when one is.
  const refundDue = await requestRefund(tx, updated, now);
  await writeBookingNotifications(tx, refundDue, "cancelled");
  return refundDue;
}

/** The agent records that the booker did not come. Only once the showing has started. */
export async function markNoShow(db: Db, scope: Scope, bookingId: string, now = new Date()): Promise<Booking> {
  const [booking] = await db.select().from(bookings).where(ownedBooking(scope, bookingId));
  if (!booking) throw notFound(BOOKING_NOT_FOUND);
  if (!canMarkNoShow(booking.status) || +booking.startsAt > +now) {
    throw new AppError("conflict", "Only showings that have started can be marked as no-show");
  }
  const [updated] = await db
    .update(bookings)
    .set({ status: "no_show", updatedAt: now })
    .where(eq(bookings.id, booking.id))
    .returning();
  return updated;
}

/** The agent records that the resident agreed to an entry outside business hours; the verdict follows. */
export async function recordTenantConsent(db: Db, scope: Scope, bookingId: string, consent: boolean): Promise<Booking> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(bookings)
      .set({ tenantConsent: consent, updatedAt: new Date() })
      .where(ownedBooking(scope, bookingId))
      .returning();
    if (!updated) throw notFound(BOOKING_NOT_FOUND);
    await recordCompliance(tx, updated.id);
    return updated;
  });
}
