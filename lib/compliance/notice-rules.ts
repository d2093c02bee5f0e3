import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { properties, residents } from "@/db/schema";
import type { SlotRule } from "@/lib/availability/compute-slots";
import { loadCalendarBusyRules } from "@/lib/external-calendars/busy-rule";
import { slotRulesFor } from "./rules";
import { isOccupied, type OccupancyStatus } from "@/lib/vocabulary/occupancy";

type NoticeProperty = { id: string; occupancyStatus: OccupancyStatus; timezone: string };

/** What the property's resident agreed to in writing, with the dates; nulls when there is no resident. */
export async function loadResidentConsents(
  db: DbOrTx,
  propertyId: string,
): Promise<{ electronicConsentAt: Date | null; otherHoursConsentAt: Date | null }> {
  const [row] = await db
    .select({ electronicConsentAt: residents.electronicNoticeConsentAt, otherHoursConsentAt: residents.otherHoursConsentAt })
    .from(properties)
    .innerJoin(residents, eq(residents.id, properties.residentId))
    .where(eq(properties.id, propertyId));
  return row ?? { electronicConsentAt: null, otherHoursConsentAt: null };
}

/** Whether the property's resident agreed in writing to notice by e-mail and SMS. */
export async function hasElectronicNoticeConsent(db: DbOrTx, propertyId: string): Promise<boolean> {
  return Boolean((await loadResidentConsents(db, propertyId)).electronicConsentAt);
}

/**
 * The slot rules of a property, with what its resident agreed to and the busy times of its
 * agent's own calendars: every booking path uses these.
 */
export async function loadSlotRules(db: DbOrTx, property: NoticeProperty, now: Date): Promise<SlotRule[]> {
  const busy = await loadCalendarBusyRules(db, property.id);
  if (!isOccupied(property)) return busy;
  const consents = await loadResidentConsents(db, property.id);
  const notice = slotRulesFor(property, {
    now,
    electronicConsent: Boolean(consents.electronicConsentAt),
    otherHoursConsent: Boolean(consents.otherHoursConsentAt),
  });
  return [...busy, ...notice];
}
