import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { bookings, properties, type Booking } from "@/db/schema";
import { notFound } from "@/lib/api/errors";
import { isUuid, ownedBy, type ActingUser } from "@/lib/properties/access";

export type AgentBooking = Omit<Booking, "manageToken" | "blockedPeriod">;

/** The bookings of one of the agent's properties (any property for an admin); others are 404. */
export async function listPropertyBookings(db: Db, user: ActingUser, propertyId: string): Promise<AgentBooking[]> {
  if (!isUuid(propertyId)) throw notFound("Property not found");
  const [property] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), ownedBy(properties.agentId, user)));
  if (!property) throw notFound("Property not found");
  const rows = await db.select().from(bookings).where(eq(bookings.propertyId, propertyId)).orderBy(asc(bookings.startsAt));
  return rows.map((row) => {
    const visible: Partial<Booking> = { ...row };
    delete visible.manageToken;
    delete visible.blockedPeriod;
    return visible as AgentBooking;
  });
}
