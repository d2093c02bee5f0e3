import { and, asc, eq, ne } from "drizzle-orm";
import type { Db } from "@/db/client";
import {
  agentProfiles,
  bookingConfirmations,
  bookings,
  complianceRecords,
  manualNotices,
  notifications,
  properties,
  propertyPeople,
  propertyWithPeople,
  users,
} from "@/db/schema";
import type { Scope } from "@/lib/auth/scope";
import { isUuid } from "@/lib/ids";
import { ownedBooking } from "@/lib/bookings/owned-booking";
import { byStage } from "@/lib/vocabulary/confirmations";

/**
 * Everything printed about one of the agent's bookings: booking, property, agent, notices,
 * the resident's and owner's confirmations, verdict; null for an unknown id or another agent's booking, which the pages answer 404.
 */
export async function findBookingRecord(db: Db, scope: Scope, bookingId: string) {
  if (!isUuid(bookingId)) return null;
  const [row] = await db
    .select({ booking: bookings, property: propertyWithPeople, accountEmail: users.email, profile: agentProfiles, compliance: complianceRecords })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(propertyPeople, eq(propertyPeople.propertyId, properties.id))
    .innerJoin(users, eq(users.id, bookings.agentId))
    .leftJoin(agentProfiles, eq(agentProfiles.userId, bookings.agentId))
    .leftJoin(complianceRecords, eq(complianceRecords.bookingId, bookings.id))
    .where(ownedBooking(scope, bookingId));
  if (!row) return null;
  const notices = await db
    .select()
    .from(notifications)
    // A request to confirm the showing is no notice of entry: it is recorded with the confirmations.
    .where(and(eq(notifications.bookingId, bookingId), eq(notifications.recipientRole, "resident"), ne(notifications.kind, "confirmation_request")))
    .orderBy(asc(notifications.createdAt));
  const confirmations = (await db.select().from(bookingConfirmations).where(eq(bookingConfirmations.bookingId, bookingId))).sort(byStage);
  const byHand = await db.select().from(manualNotices).where(eq(manualNotices.bookingId, bookingId)).orderBy(asc(manualNotices.givenAt));
  return {
    ...row,
    agent: {
      name: row.profile?.agentName ?? "",
      phone: row.profile?.agentPhone ?? "",
      email: row.profile?.agentEmail || row.accountEmail,
    },
    notices,
    manualNotices: byHand,
    confirmations,
  };
}
