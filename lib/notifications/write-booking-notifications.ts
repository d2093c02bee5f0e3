import { eq } from "drizzle-orm";
import { agentProfiles, notificationEvents, notifications, properties, users, type Booking } from "@/db/schema";
import type { BookingTx } from "@/lib/bookings/on-booking-confirmed";
import { recordCompliance } from "@/lib/compliance/record-compliance";
import { env } from "@/lib/env";
import { planBookingNotifications, type BookingEvent } from "./plan-booking-notifications";

/**
 * Writes the notices of a booking event into the outbox inside the transaction that
 * changes the booking; a second call for the same event adds nothing. Delivery happens
 * later, in jobs, so nothing here waits on a provider.
 */
export async function writeBookingNotifications(
  tx: BookingTx,
  booking: Booking,
  event: BookingEvent = "confirmed",
): Promise<string[]> {
  const [context] = await tx
    .select({
      property: properties,
      accountEmail: users.email,
      profile: agentProfiles,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.agentId))
    .leftJoin(agentProfiles, eq(agentProfiles.userId, properties.agentId))
    .where(eq(properties.id, booking.propertyId));
  if (!context) return [];

  const rows = await planBookingNotifications({
    event,
    booking,
    property: context.property,
    agent: {
      name: context.profile?.agentName ?? "",
      email: context.profile?.agentEmail || context.accountEmail,
      phone: context.profile?.agentPhone ?? "",
    },
    appUrl: env().APP_URL,
  });
  const inserted = rows.length
    ? await tx.insert(notifications).values(rows).onConflictDoNothing().returning({ id: notifications.id })
    : [];
  if (inserted.length) {
    await tx.insert(notificationEvents).values(inserted.map(({ id }) => ({ notificationId: id, type: "queued" })));
  }
  await recordCompliance(tx, booking.id);
  return inserted.map(({ id }) => id);
}
