import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { bookings, complianceRecords, properties, type Booking } from "@/db/schema";
import { notFound } from "@/lib/errors";
import { inScope, type Scope } from "@/lib/auth/scope";
import { isUuid } from "@/lib/ids";

/** `noticeMissing`: what would still make the resident's notice effective (empty when it is, or not needed). */
export type AgentBooking = Omit<Booking, "manageToken" | "blockedPeriod" | "moveBlockedPeriod"> & { noticeMissing: string[] };

/** The bookings of one of the agent's properties (any property for an admin); others are 404. */
export async function listPropertyBookings(db: Db, scope: Scope, propertyId: string): Promise<AgentBooking[]> {
  if (!isUuid(propertyId)) throw notFound("Property not found");
  const [property] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), inScope(properties.agentId, scope, properties.id)));
  if (!property) throw notFound("Property not found");
  const rows = await db
    .select({ booking: bookings, noticeMissing: complianceRecords.missing })
    .from(bookings)
    .leftJoin(complianceRecords, eq(complianceRecords.bookingId, bookings.id))
    .where(eq(bookings.propertyId, propertyId))
    .orderBy(asc(bookings.startsAt));
  return rows.map((row) => {
    const visible: Partial<Booking> = { ...row.booking };
    delete visible.manageToken;
    delete visible.blockedPeriod;
    delete visible.moveBlockedPeriod;
    return { ...(visible as Omit<AgentBooking, "noticeMissing">), noticeMissing: row.noticeMissing ?? [] };
  });
}
