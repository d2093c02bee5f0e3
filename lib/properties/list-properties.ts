import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { agentProfiles, bookings, properties, residents, users, type Property } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import { BOOKED_STATUSES } from "@/lib/bookings/status";
import { isUuid, ownedBy, type ActingUser } from "./access";

export type PropertyAgent = { id: string; email: string; name: string; phone: string; contactEmail: string };

/** `otherHoursConsentAt`: the linked resident's standing written consent to showings outside business hours. */
export type PropertyListItem = Property & { bookedCount: number; agent: PropertyAgent; otherHoursConsentAt: Date | null };

const bookedCount = sql<number>`(
  select count(*)::int from ${bookings}
  where ${bookings.propertyId} = ${properties.id}
    and ${inArray(bookings.status, [...BOOKED_STATUSES])}
)`;

function selectProperties(db: Db) {
  return db
    .select({
      property: properties,
      bookedCount,
      agentEmail: users.email,
      agentName: agentProfiles.agentName,
      agentPhone: agentProfiles.agentPhone,
      agentContactEmail: agentProfiles.agentEmail,
      otherHoursConsentAt: residents.otherHoursConsentAt,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.agentId))
    .leftJoin(agentProfiles, eq(agentProfiles.userId, properties.agentId))
    .leftJoin(residents, eq(residents.id, properties.residentId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectProperties>["execute"]>>[number];

const toListItem = (row: Row): PropertyListItem => ({
  ...row.property,
  bookedCount: row.bookedCount,
  otherHoursConsentAt: row.otherHoursConsentAt,
  agent: {
    id: row.property.agentId,
    email: row.agentEmail,
    name: row.agentName ?? "",
    phone: row.agentPhone ?? "",
    contactEmail: row.agentContactEmail || row.agentEmail,
  },
});

/** The user's properties, newest first; every agent's for an admin. */
export async function listProperties(db: Db, user: ActingUser): Promise<PropertyListItem[]> {
  const rows = await selectProperties(db)
    .where(ownedBy(properties.agentId, user))
    .orderBy(desc(properties.createdAt));
  return rows.map(toListItem);
}

export async function getProperty(db: Db, user: ActingUser, id: string): Promise<PropertyListItem> {
  const [row] = isUuid(id)
    ? await selectProperties(db)
        .where(and(eq(properties.id, id), ownedBy(properties.agentId, user)))
        .limit(1)
    : [];
  if (!row) throw new AppError("not_found", "Property not found");
  return toListItem(row);
}
