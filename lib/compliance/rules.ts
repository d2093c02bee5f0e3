import type { SlotCandidate, SlotRule } from "@/lib/availability/compute-slots";
import { MIN_ADVANCE_NOTICE_HOURS } from "@/lib/constants";
import { BUSINESS_DAYS_TEXT, BUSINESS_HOURS_LABELS, isOfferedAt } from "./business-hours";
import { publicHolidayOn } from "./holidays";
import { elapsedDays, hoursBetween } from "@/lib/time/durations";
import { isOccupied, type OccupancyStatus } from "@/lib/vocabulary/occupancy";

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

export const OUTSIDE_BUSINESS_HOURS_REASON = `Occupied units can only be shown ${BUSINESS_DAYS_TEXT} between ${BUSINESS_HOURS_LABELS.start} and ${BUSINESS_HOURS_LABELS.end}, except on public holidays`;

/**
 * The availability rule for tenant-occupied units: slots outside business hours (weekday
 * hours that are no federal or California holiday) are offered only when the tenant gave
 * standing written consent to other hours. The notice period is enforced by the property's
 * advance notice, which is never below 24 hours.
 */
export function occupiedUnitRule(timeZone: string, standingConsent: boolean): SlotRule {
  return (slot: SlotCandidate) =>
    isOfferedAt(slot.startsAt, slot.endsAt, timeZone, standingConsent, publicHolidayOn) ? null : OUTSIDE_BUSINESS_HOURS_REASON;
}

/**
 * A slot is offered only if a notice can be effective in time: e-mail at once where the
 * resident agreed to electronic notice, otherwise a door notice the agent still has time to
 * post at least 24 hours ahead.
 */
export function noticeInTimeRule(now: Date, electronicConsent: boolean): SlotRule {
  const leadHours = WRITTEN_NOTICE_HOURS + (electronicConsent ? 0 : DOOR_NOTICE_LEAD_HOURS);
  return (slot: SlotCandidate) => (hoursBetween(now, slot.startsAt) >= leadHours ? null : TOO_SOON_FOR_NOTICE_REASON);
}

/** What the resident agreed to in writing: notice by e-mail and SMS, showings outside business hours. */
export type NoticeContext = { now: Date; electronicConsent: boolean; otherHoursConsent: boolean };

/** The extra availability rules a property's occupancy imposes. */
export function slotRulesFor(property: { occupancyStatus: OccupancyStatus; timezone: string }, context: NoticeContext): SlotRule[] {
  return isOccupied(property)
    ? [occupiedUnitRule(property.timezone, context.otherHoursConsent), noticeInTimeRule(context.now, context.electronicConsent)]
    : [];
}

/**
 * How the resident of an occupied unit gets notice that counts for a showing booked now:
 * by e-mail and SMS where they agreed to electronic notice, by the letter when it is mailed
 * at least six days ahead, otherwise only by a notice the agent gives by hand.
 */
export function residentNoticeRoute(args: { electronicConsent: boolean; startsAt: Date; now: Date }): "electronic" | "mail" | "by_hand" {
  if (args.electronicConsent) return "electronic";
  return elapsedDays(args.now, args.startsAt) >= MAILED_NOTICE_DAYS ? "mail" : "by_hand";
}
