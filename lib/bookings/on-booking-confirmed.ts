import type { Tx } from "@/db/client";
import type { Booking } from "@/db/schema";
import { upsertContactFromBooking } from "@/lib/contacts/upsert-contact-from-booking";
import { writeBookingNotifications } from "@/lib/notifications/write-booking-notifications";

/**
 * Called exactly once per booking, inside the transaction that makes it confirmed (instant
 * booking, payment of a hold, or the agent's approval): the notices are written to the
 * outbox and the booker becomes the agent's contact in that same transaction, so a
 * confirmed booking never lacks them.
 */
export async function onBookingConfirmed(tx: Tx, booking: Booking): Promise<void> {
  await writeBookingNotifications(tx, booking, "confirmed");
  await upsertContactFromBooking(tx, booking);
}

/**
 * Called once when a booking is placed (made, or its hold paid): a confirmed one goes
 * through onBookingConfirmed, a manual-approval request sends the agent the Approve and
 * Decline links and tells the booker it was received.
 */
export async function onBookingPlaced(tx: Tx, booking: Booking): Promise<void> {
  if (booking.status === "confirmed") await onBookingConfirmed(tx, booking);
  else if (booking.status === "pending") await writeBookingNotifications(tx, booking, "requested");
}
