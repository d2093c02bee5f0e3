import { asc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { bookingActivity, bookings, properties, users } from "@/db/schema";
import { notFound } from "@/lib/errors";
import type { Scope } from "@/lib/auth/scope";
import { BOOKING_NOT_FOUND, ownedBooking } from "@/lib/bookings/owned-booking";
import { formatZonedDateTime } from "@/lib/time/zoned-time";
import { ACTOR_LABELS, CHANNEL_LABELS, EVENT_LABELS, STATUS_LABELS } from "@/lib/vocabulary/booking-status";

export type ActivityLine = {
  at: string;
  when: string;
  who: string;
  what: string;
  change: string;
  channel: string;
  reason: string | null;
};

/**
 * A booking's history as its agent reads it, oldest first, each time in the property's zone.
 * Someone other than the booking's agent (office staff, a co-listing or assisting agent, an admin)
 * is named by their e-mail. Only someone who may see the booking gets it; anyone else is told it
 * does not exist.
 */
export async function listBookingActivity(db: Db, scope: Scope, bookingId: string): Promise<ActivityLine[]> {
  const [booking] = await db
    .select({ agentId: bookings.agentId, timezone: properties.timezone })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(ownedBooking(scope, bookingId));
  if (!booking) throw notFound(BOOKING_NOT_FOUND);
  const rows = await db
    .select({ row: bookingActivity, actorEmail: users.email })
    .from(bookingActivity)
    .leftJoin(users, eq(users.id, bookingActivity.actorUserId))
    .where(eq(bookingActivity.bookingId, bookingId))
    .orderBy(asc(bookingActivity.at), asc(bookingActivity.id));
  return rows.map(({ row, actorEmail }) => ({
    at: row.at.toISOString(),
    when: formatZonedDateTime(row.at, booking.timezone),
    who: row.actor === "user" && row.actorUserId !== booking.agentId ? (actorEmail ?? "A former user") : ACTOR_LABELS[row.actor],
    what: EVENT_LABELS[row.event],
    change: row.fromStatus ? `${STATUS_LABELS[row.fromStatus]} → ${STATUS_LABELS[row.toStatus]}` : STATUS_LABELS[row.toStatus],
    channel: CHANNEL_LABELS[row.channel],
    reason: row.reason,
  }));
}
