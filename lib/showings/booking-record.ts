import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { agentProfiles, bookings, complianceRecords, notifications, properties, users } from "@/db/schema";
import { notFound } from "@/lib/api/errors";
import { isUuid, type ActingUser } from "@/lib/properties/access";
import { BOOKING_NOT_FOUND, ownedBooking } from "./owned-booking";

/** Everything printed about one of the agent's bookings: booking, property, agent, notices, verdict. */
export async function loadBookingRecord(db: Db, user: ActingUser, bookingId: string) {
  if (!isUuid(bookingId)) throw notFound(BOOKING_NOT_FOUND);
  const [row] = await db
    .select({ booking: bookings, property: properties, accountEmail: users.email, profile: agentProfiles, compliance: complianceRecords })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(users, eq(users.id, bookings.agentId))
    .leftJoin(agentProfiles, eq(agentProfiles.userId, bookings.agentId))
    .leftJoin(complianceRecords, eq(complianceRecords.bookingId, bookings.id))
    .where(ownedBooking(user, bookingId));
  if (!row) throw notFound(BOOKING_NOT_FOUND);
  const notices = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.bookingId, bookingId), eq(notifications.recipientRole, "resident")))
    .orderBy(asc(notifications.createdAt));
  return {
    ...row,
    agent: {
      name: row.profile?.agentName ?? "",
      phone: row.profile?.agentPhone ?? "",
      email: row.profile?.agentEmail || row.accountEmail,
    },
    notices,
  };
}
