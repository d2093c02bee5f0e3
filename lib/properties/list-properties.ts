import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { agentProfiles, bookings, occupantUnsuitableTimes, properties, propertyPeople, propertyWithPeople, residents, users, type PropertyWithPeople } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { bookableDates } from "@/lib/availability/compute-slots";
import { BOOKED_STATUSES, UPCOMING_STATUSES } from "@/lib/vocabulary/booking-status";
import type { PublicHoliday } from "@/lib/compliance/business-hours";
import { publicHolidaysAmong } from "@/lib/compliance/holidays";
import { inScope, type Scope } from "@/lib/auth/scope";
import { isUuid } from "@/lib/ids";
import type { UnsuitableTime } from "@/lib/availability/unsuitable-times";
import { notArchived } from "./archived";

export type PropertyAgent = { id: string; email: string; name: string; phone: string; contactEmail: string };

/**
 * The property with its linked owner and resident (`propertyPeople`); `hasBookings`: any booking at all, which makes a delete an archive; `upcomingCount`: the
 * open showings still ahead, which an archive cancels; `otherHoursConsentAt`: the linked
 * resident's standing written consent to showings outside business hours; `holidaysAhead`:
 * the public holidays among the dates the booking page offers, which an occupied unit skips;
 * `unsuitableTimes`: the times the current resident says never suit, which are not offered.
 */
export type PropertyListItem = PropertyWithPeople & {
  bookedCount: number;
  hasBookings: boolean;
  upcomingCount: number;
  otherHoursConsentAt: Date | null;
  holidaysAhead: PublicHoliday[];
  unsuitableTimes: UnsuitableTime[];
  agent: PropertyAgent;
};

const bookedCount = sql<number>`(
  select count(*)::int from ${bookings}
  where ${bookings.propertyId} = ${properties.id}
    and ${inArray(bookings.status, [...BOOKED_STATUSES])}
)`;

/** The current resident's times that never suit, not removed, oldest first (as showbook_slot_context reads them). */
const unsuitableTimes = sql<UnsuitableTime[]>`(
  select coalesce(jsonb_agg(jsonb_build_object('weekdays', to_jsonb(u.weekdays), 'startTime', u.start_time, 'endTime', u.end_time) order by u.added_at), '[]')
  from ${occupantUnsuitableTimes} u
  where u.property_id = ${properties.id} and u.resident_id = ${properties.residentId} and u.removed_at is null
)`;

const hasBookings = sql<boolean>`exists (select 1 from ${bookings} where ${bookings.propertyId} = ${properties.id})`;

const upcomingCount = (now: Date) => sql<number>`(
  select count(*)::int from ${bookings}
  where ${bookings.propertyId} = ${properties.id}
    and ${inArray(bookings.status, [...UPCOMING_STATUSES])}
    and ${gt(bookings.startsAt, now)}
)`;

function selectProperties(db: Db, now: Date) {
  return db
    .select({
      property: propertyWithPeople,
      bookedCount,
      hasBookings,
      upcomingCount: upcomingCount(now),
      agentEmail: users.email,
      agentName: agentProfiles.agentName,
      agentPhone: agentProfiles.agentPhone,
      agentContactEmail: agentProfiles.agentEmail,
      otherHoursConsentAt: residents.otherHoursConsentAt,
      unsuitableTimes,
    })
    .from(properties)
    .innerJoin(propertyPeople, eq(propertyPeople.propertyId, properties.id))
    .innerJoin(users, eq(users.id, properties.agentId))
    .leftJoin(agentProfiles, eq(agentProfiles.userId, properties.agentId))
    .leftJoin(residents, eq(residents.id, properties.residentId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectProperties>["execute"]>>[number];

const toListItem = (row: Row, now: Date): PropertyListItem => ({
  ...row.property,
  bookedCount: row.bookedCount,
  hasBookings: row.hasBookings,
  upcomingCount: row.upcomingCount,
  otherHoursConsentAt: row.otherHoursConsentAt,
  holidaysAhead: publicHolidaysAmong(bookableDates(now, row.property.timezone)),
  unsuitableTimes: row.unsuitableTimes,
  agent: {
    id: row.property.agentId,
    email: row.agentEmail,
    name: row.agentName ?? "",
    phone: row.agentPhone ?? "",
    contactEmail: row.agentContactEmail || row.agentEmail,
  },
});

/** A property for an API answer other than its own edit: the access details (lockbox code) stay out. */
export function withoutAccessDetails(property: PropertyListItem): Omit<PropertyListItem, "accessDetails"> {
  const answer: Partial<PropertyListItem> = { ...property };
  delete answer.accessDetails;
  return answer as Omit<PropertyListItem, "accessDetails">;
}

/** The user's properties, newest first; every agent's for an admin. Archived ones are gone. */
export async function listProperties(db: Db, scope: Scope, now: Date): Promise<PropertyListItem[]> {
  const rows = await selectProperties(db, now)
    .where(and(inScope(properties.agentId, scope, properties.id), notArchived))
    .orderBy(desc(properties.createdAt));
  return rows.map((row) => toListItem(row, now));
}

export async function getProperty(db: Db, scope: Scope, id: string, now: Date): Promise<PropertyListItem> {
  const [row] = isUuid(id)
    ? await selectProperties(db, now)
        .where(and(eq(properties.id, id), inScope(properties.agentId, scope, properties.id), notArchived))
        .limit(1)
    : [];
  if (!row) throw new AppError("not_found", "Property not found");
  return toListItem(row, now);
}
