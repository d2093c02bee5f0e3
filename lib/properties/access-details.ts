import type { DbOrTx } from "@/db/client";
import { accessReveals, type AccessReveal, type Booking, type Property } from "@/db/schema";
import { hoursBefore } from "@/lib/time/durations";
import { isScheduled } from "@/lib/vocabulary/booking-status";

type AccessBooking = Pick<Booking, "id" | "status" | "startsAt" | "endsAt">;
type AccessProperty = Pick<Property, "privateShowingInstructions" | "accessDetails" | "accessWindowHours">;

/**
 * What the booker may see of the property's access details now: nothing (none set, or the showing
 * is not confirmed or is over), only when they open (`later`), or the details themselves. The
 * details are the private showing instructions (the card's field) and the lockbox or gate code
 * (Edit Property's), both released in the one window.
 */
export type AccessDetails = { state: "none" } | { state: "later"; opensAt: Date } | { state: "shown"; text: string };

/** The access details are shown only for a confirmed showing, from `accessWindowHours` before it until it ends. */
export function accessDetailsFor(booking: AccessBooking, property: AccessProperty, now: Date): AccessDetails {
  const text = [property.privateShowingInstructions, property.accessDetails]
    .map((part) => part.trim())
    .filter(Boolean)
    .join("\n\n");
  if (!text || !isScheduled(booking.status) || now >= booking.endsAt) return { state: "none" };
  const opensAt = hoursBefore(booking.startsAt, property.accessWindowHours);
  return now < opensAt ? { state: "later", opensAt } : { state: "shown", text };
}

/**
 * `accessDetailsFor`, recording in the booking's audit trail each time the details are shown
 * (on the manage page, or in the reminder that carries them).
 */
export async function revealAccessDetails(
  db: DbOrTx,
  booking: AccessBooking,
  property: AccessProperty,
  channel: AccessReveal["channel"],
  now: Date,
): Promise<AccessDetails> {
  const details = accessDetailsFor(booking, property, now);
  if (details.state === "shown") await db.insert(accessReveals).values({ bookingId: booking.id, channel, revealedAt: now });
  return details;
}
