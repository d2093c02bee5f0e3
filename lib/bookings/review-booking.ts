import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "@/db/client";
import { bookings, type Booking } from "@/db/schema";
import { AppError, notFound } from "@/lib/api/errors";
import { refundNowOrLater, requestRefund } from "@/lib/payments/refund-booking";
import type { ActingUser } from "@/lib/properties/access";
import { BOOKING_NOT_FOUND, ownedBooking } from "@/lib/showings/owned-booking";
import { onBookingConfirmed } from "./on-booking-confirmed";

const notAwaitingApproval = () => new AppError("conflict", "Only bookings awaiting approval can be approved or declined");

/** The agent approves a manual-approval booking: it becomes confirmed. */
export async function approveBooking(db: Db, user: ActingUser, bookingId: string, now = new Date()): Promise<Booking> {
  return db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(ownedBooking(user, bookingId)).for("update");
    if (!booking) throw notFound(BOOKING_NOT_FOUND);
    if (booking.status !== "pending") throw notAwaitingApproval();
    const [confirmed] = await tx
      .update(bookings)
      .set({ status: "confirmed", updatedAt: now })
      .where(eq(bookings.id, booking.id))
      .returning();
    await onBookingConfirmed(tx, confirmed);
    return confirmed;
  });
}

/** The agent declines a manual-approval booking: the slot is freed and a paid fee refunded. */
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
    const [updated] = await tx
      .update(bookings)
      .set({ status: "declined", cancelledAt: now, cancellationReason: "Declined by the listing agent", updatedAt: now })
      .where(eq(bookings.id, booking.id))
      .returning();
    return requestRefund(tx, updated, now);
  });
  return refundNowOrLater(db, stripe, declined, now);
}
