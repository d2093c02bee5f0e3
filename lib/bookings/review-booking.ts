import { and, eq, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db, Tx } from "@/db/client";
import { bookings, properties, type Booking } from "@/db/schema";
import { AppError, isAppError, notFound } from "@/lib/api/errors";
import { writeBookingNotifications } from "@/lib/notifications/write-booking-notifications";
import { refundNowOrLater, requestRefund } from "@/lib/payments/refund-booking";
import type { ActingUser } from "@/lib/properties/access";
import { BOOKING_NOT_FOUND, ownedBooking } from "@/lib/showings/owned-booking";
import { AGENT_DECLINE_REASON, AUTO_DECLINE_REASON } from "./approval-rules";
import { assertSlotBookable } from "./assert-slot-bookable";
import { onBookingConfirmed } from "./on-booking-confirmed";

const notAwaitingApproval = () => new AppError("conflict", "Only bookings awaiting approval can be approved or declined");

export const cannotApproveMessage = (reason: string) => `This showing can no longer be approved: ${reason}`;

/** The slot must still pass every check a new booking passes (notice window, schedule, occupancy rules, other bookings). */
async function assertStillBookable(tx: Tx, booking: Booking, now: Date): Promise<void> {
  const [property] = await tx.select().from(properties).where(eq(properties.id, booking.propertyId));
  try {
    await assertSlotBookable(tx, property, { date: booking.showingDate, time: booking.showingTime, now, movingBookingId: booking.id });
  } catch (error) {
    if (isAppError(error)) throw new AppError("conflict", cannotApproveMessage(error.message));
    throw error;
  }
}

/** The agent approves a manual-approval booking: the slot is checked again, then it becomes confirmed. */
export async function approveBooking(db: Db, user: ActingUser, bookingId: string, now = new Date()): Promise<Booking> {
  return db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(ownedBooking(user, bookingId)).for("update");
    if (!booking) throw notFound(BOOKING_NOT_FOUND);
    if (booking.status !== "pending") throw notAwaitingApproval();
    await assertStillBookable(tx, booking, now);
    const [confirmed] = await tx
      .update(bookings)
      .set({ status: "confirmed", updatedAt: now })
      .where(eq(bookings.id, booking.id))
      .returning();
    await onBookingConfirmed(tx, confirmed);
    return confirmed;
  });
}

async function decline(tx: Tx, booking: Booking, reason: string, now: Date): Promise<Booking> {
  const [updated] = await tx
    .update(bookings)
    .set({ status: "declined", cancelledAt: now, cancellationReason: reason, updatedAt: now })
    .where(eq(bookings.id, booking.id))
    .returning();
  await writeBookingNotifications(tx, updated, "declined");
  return requestRefund(tx, updated, now);
}

/** The agent declines a manual-approval booking: the slot is freed, the booker told and a paid fee refunded. */
export async function declineBooking(
  db: Db,
  stripe: Stripe | null,
  user: ActingUser,
  bookingId: string,
  now = new Date(),
): Promise<Booking> {
  const declined = await db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(ownedBooking(user, bookingId)).for("update");
    if (!booking) throw notFound(BOOKING_NOT_FOUND);
    if (booking.status !== "pending") throw notAwaitingApproval();
    return decline(tx, booking, AGENT_DECLINE_REASON, now);
  });
  return refundNowOrLater(db, stripe, declined, now);
}

/**
 * The auto-decline job: every request still pending once its approval deadline (the start
 * minus the property's advance notice) has passed is declined, told and refunded. Each
 * booking is taken under SKIP LOCKED, so parallel runs never decline or refund one twice.
 */
export async function declineOverdueRequests(db: Db, stripe: Stripe | null, now = new Date()): Promise<Booking[]> {
  // approvalDeadline in SQL: the start minus the property's advance notice.
  const due = await db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(
      and(
        eq(bookings.status, "pending"),
        sql`${bookings.startsAt} - ${properties.advanceNoticeHours} * interval '1 hour' <= ${now.toISOString()}::timestamptz`,
      ),
    );
  const declined: Booking[] = [];
  for (const { id } of due) {
    const booking = await db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(bookings)
        .where(and(eq(bookings.id, id), eq(bookings.status, "pending")))
        .for("update", { skipLocked: true });
      return locked ? decline(tx, locked, AUTO_DECLINE_REASON, now) : null;
    });
    if (booking) declined.push(await refundNowOrLater(db, stripe, booking, now));
  }
  return declined;
}
