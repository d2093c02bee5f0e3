import type { SlotCandidate, SlotRule } from "@/lib/availability/compute-slots";
import { minutesOf, toLocal, weekdayOf } from "@/lib/availability/zoned-time";
import { MIN_ADVANCE_NOTICE_HOURS } from "@/lib/constants";

/** Civil Code § 1954: entry in normal business hours, Monday to Friday, property-local. */
export const BUSINESS_HOURS = { start: "08:00", end: "18:00" } as const;
const BUSINESS_DAYS = new Set(["monday", "tuesday", "wednesday", "thursday", "friday"]);

/** Written notice of at least 24 hours is presumed reasonable. */
export const WRITTEN_NOTICE_HOURS = MIN_ADVANCE_NOTICE_HOURS;
/** A mailed notice counts only when mailed at least six days before entry. */
export const MAILED_NOTICE_DAYS = 6;

export const OUTSIDE_BUSINESS_HOURS_REASON =
  "Occupied units can only be shown Monday to Friday between 8:00 AM and 6:00 PM";

/** Whether a showing from `startsAt` to `endsAt` lies inside business hours in `timeZone`. */
export function isWithinBusinessHours(startsAt: Date, endsAt: Date, timeZone: string): boolean {
  const start = toLocal(startsAt, timeZone);
  const end = toLocal(endsAt, timeZone);
  if (start.date !== end.date || !BUSINESS_DAYS.has(weekdayOf(start.date))) return false;
  return minutesOf(start.time) >= minutesOf(BUSINESS_HOURS.start) && minutesOf(end.time) <= minutesOf(BUSINESS_HOURS.end);
}

/**
 * The availability rule for tenant-occupied units: slots outside business hours are never
 * offered (consent can only be recorded per booking, after the fact). The notice period is
 * enforced by the property's advance notice, which is never below 24 hours.
 */
export function occupiedUnitRule(timeZone: string): SlotRule {
  return (slot: SlotCandidate) =>
    isWithinBusinessHours(slot.startsAt, slot.endsAt, timeZone) ? null : OUTSIDE_BUSINESS_HOURS_REASON;
}

/** The extra availability rules a property's occupancy imposes. */
export function slotRulesFor(property: { occupancyStatus: string; timezone: string }): SlotRule[] {
  return property.occupancyStatus === "resident" ? [occupiedUnitRule(property.timezone)] : [];
}
