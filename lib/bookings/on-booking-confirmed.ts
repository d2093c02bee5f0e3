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
