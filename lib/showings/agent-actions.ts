import type Stripe from "stripe";
import type { Db, Tx } from "@/db/client";
import { bookings, type Booking } from "@/db/schema";
import { AppError, notFound } from "@/lib/errors";
import { isUpcoming } from "@/lib/vocabulary/booking-status";
import { transition, userActor } from "@/lib/bookings/lifecycle";
import { refundNowOrLater } from "@/lib/payments/refund-booking";
import { recordCompliance } from "@/lib/compliance/record-compliance";
import type { Scope } from "@/lib/auth/scope";
import { BOOKING_NOT_FOUND, ownedBooking } from "@/lib/bookings/owned-booking";

const ONLY_UPCOMING = "Only upcoming showings can be cancelled";
const ONLY_STARTED = "Only showings that have started can be marked as no-show";

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
    if (!isUpcoming(booking.status) || +booking.startsAt <= +now) throw new AppError("conflict", ONLY_UPCOMING);
    return transition(tx, booking, "agent_cancel", {
      actor: userActor(scope),
      channel: "dashboard",
      now,
      reason: reason || "Cancelled by the listing agent",
      refusal: ONLY_UPCOMING,
    });
  });
  return refundNowOrLater(db, stripe, cancelled, now);
}

/**
 * Archiving a property calls off its upcoming showings inside the archive's transaction, for
 * bookings the caller has locked: the booker and the resident are told and the refund is
 * recorded as due. The caller tries the refund after the commit (refundNowOrLater); the refund
 * job retries it.
 */
export const cancelForArchive = (tx: Tx, booking: Booking, scope: Scope, reason: string, now: Date): Promise<Booking> =>
  transition(tx, booking, "archive", { actor: userActor(scope), channel: "dashboard", now, reason });

/** The agent records that the booker did not come. Only once the showing has started. */
export async function markNoShow(db: Db, scope: Scope, bookingId: string, now = new Date()): Promise<Booking> {
  return db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(ownedBooking(scope, bookingId));
    if (!booking) throw notFound(BOOKING_NOT_FOUND);
    if (+booking.startsAt > +now) throw new AppError("conflict", ONLY_STARTED);
    return transition(tx, booking, "no_show", { actor: userActor(scope), channel: "dashboard", now, refusal: ONLY_STARTED });
  });
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
