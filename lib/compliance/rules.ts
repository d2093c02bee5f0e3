import type { SlotCandidate, SlotRule } from "@/lib/availability/compute-slots";
import { minutesOf, toLocal, weekdayOf } from "@/lib/availability/zoned-time";
import { MIN_ADVANCE_NOTICE_HOURS } from "@/lib/constants";

/** Civil Code § 1954: entry in normal business hours, Monday to Friday, property-local. */
export const BUSINESS_HOURS = { start: "08:00", end: "18:00" } as const;
export const BUSINESS_DAYS = new Set(["monday", "tuesday", "wednesday", "thursday", "friday"]);

/** Written notice of at least 24 hours is presumed reasonable. */
export const WRITTEN_NOTICE_HOURS = MIN_ADVANCE_NOTICE_HOURS;
/** A mailed notice counts only when mailed at least six days before entry. */
export const MAILED_NOTICE_DAYS = 6;
/** § 1954(d)(2): oral notice to show a unit to buyers, within 120 days of a written for-sale notice. */
export const FOR_SALE_NOTICE_DAYS = 120;
/**
 * Where only a notice the agent posts by hand can be effective, the agent needs time to reach
 * the door before the 24-hour mark; slots closer than this are not offered.
 */
export const DOOR_NOTICE_LEAD_HOURS = 4;

export const CITE = {
  entry: "§ 1954(b)",
  written: "§ 1954(d)(1)",
  oral: "§ 1954(d)(2)",
} as const;

export const TOO_SOON_FOR_NOTICE_REASON =
  "This time is too soon to give the resident written notice; please choose a later time";

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

/**
 * A slot is offered only if a notice can be effective in time: e-mail at once where the
 * resident agreed to electronic notice, otherwise a door notice the agent still has time to
 * post at least 24 hours ahead.
 */
export function noticeInTimeRule(now: Date, electronicConsent: boolean): SlotRule {
  const leadHours = WRITTEN_NOTICE_HOURS + (electronicConsent ? 0 : DOOR_NOTICE_LEAD_HOURS);
  return (slot: SlotCandidate) => (+slot.startsAt - +now >= leadHours * 3_600_000 ? null : TOO_SOON_FOR_NOTICE_REASON);
}

export type NoticeContext = { now: Date; electronicConsent: boolean };

/** The extra availability rules a property's occupancy imposes. */
export function slotRulesFor(property: { occupancyStatus: string; timezone: string }, context: NoticeContext): SlotRule[] {
  return property.occupancyStatus === "resident"
    ? [occupiedUnitRule(property.timezone), noticeInTimeRule(context.now, context.electronicConsent)]
    : [];
}

/**
 * How the resident of an occupied unit gets notice that counts for a showing booked now:
 * by e-mail and SMS where they agreed to electronic notice, by the letter when it is mailed
 * at least six days ahead, otherwise only by a notice the agent gives by hand.
 */
export function residentNoticeRoute(args: { electronicConsent: boolean; startsAt: Date; now: Date }): "electronic" | "mail" | "by_hand" {
  if (args.electronicConsent) return "electronic";
  return +args.startsAt - +args.now >= MAILED_NOTICE_DAYS * 24 * 3_600_000 ? "mail" : "by_hand";
}
