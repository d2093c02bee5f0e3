import type { SlotCandidate, SlotRule } from "@/lib/availability/compute-slots";
import { MINUTE_MS } from "@/lib/time/durations";
import { WEEKDAYS, WEEKDAY_LABELS, type Weekday } from "@/lib/time/weekdays";
import { formatTimeLabel, minutesOf, toLocal, weekdayOf } from "@/lib/time/zoned-time";

/**
 * A time the resident said never suits a showing: on these weekdays, from `startTime` to
 * `endTime` ("HH:MM", the property's wall-clock time, end after start). The browser imports
 * this module too (the schedule editor), so it imports nothing of the server.
 */
export type UnsuitableTime = { weekdays: readonly Weekday[]; startTime: string; endTime: string };

export const UNSUITABLE_TIME_REASON = "The resident has asked for no showings at this time; please choose another time";

const DAY_MINUTES = 24 * 60;

/**
 * Whether a showing overlaps a time that never suits: its date's weekday (in the property's
 * zone) is one of the rule's, and any part of it, start to end read on the property's wall
 * clock, falls inside the rule's range. A showing running past midnight ends at 24:00 of its day;
 * one whose wall-clock end comes before its start (the fall-back hour) lasts its real minutes.
 */
export function isUnsuitable(rule: UnsuitableTime, slot: SlotCandidate, timeZone: string): boolean {
  if (!rule.weekdays.includes(weekdayOf(slot.date))) return false;
  const start = toLocal(slot.startsAt, timeZone);
  const end = toLocal(slot.endsAt, timeZone);
  const startMinutes = start.date === slot.date ? minutesOf(start.time) : 0;
  const wallEnd = end.date === slot.date ? minutesOf(end.time) : DAY_MINUTES;
  const endMinutes = wallEnd > startMinutes ? wallEnd : startMinutes + Math.round((+slot.endsAt - +slot.startsAt) / MINUTE_MS);
  return startMinutes < minutesOf(rule.endTime) && endMinutes > minutesOf(rule.startTime);
}

/** The availability rule of the resident's unsuitable times: a slot meeting any of them is not offered. */
export function unsuitableTimesRule(rules: readonly UnsuitableTime[], timeZone: string): SlotRule {
  return (slot) => (rules.some((rule) => isUnsuitable(rule, slot, timeZone)) ? UNSUITABLE_TIME_REASON : null);
}

const WORKWEEK: readonly Weekday[] = WEEKDAYS.slice(0, 5);
const WEEKEND: readonly Weekday[] = WEEKDAYS.slice(5);
const sameDays = (a: readonly Weekday[], b: readonly Weekday[]) => a.length === b.length && b.every((day) => a.includes(day));

/** "Monday to Friday", "Saturday and Sunday", "Every day" or the days in week order ("Monday, Wednesday"). */
export function weekdaysText(weekdays: readonly Weekday[]): string {
  if (sameDays(weekdays, WEEKDAYS)) return "Every day";
  if (sameDays(weekdays, WORKWEEK)) return "Monday to Friday";
  if (sameDays(weekdays, WEEKEND)) return "Saturday and Sunday";
  return WEEKDAYS.filter((day) => weekdays.includes(day))
    .map((day) => WEEKDAY_LABELS[day])
    .join(", ");
}

/** "Monday to Friday, 8:00 AM – 12:00 PM". */
export const unsuitableTimeText = (rule: UnsuitableTime) =>
  `${weekdaysText(rule.weekdays)}, ${formatTimeLabel(rule.startTime)} – ${formatTimeLabel(rule.endTime)}`;

/** The ranges of a weekday the resident says never suit, in order, overlapping ones joined: what the schedule editor shows. */
export function unsuitableRangesOn(weekday: Weekday, rules: readonly UnsuitableTime[]): { start: string; end: string }[] {
  const ranges = rules
    .filter((rule) => rule.weekdays.includes(weekday))
    .map((rule) => ({ start: rule.startTime, end: rule.endTime }))
    .sort((a, b) => a.start.localeCompare(b.start));
  const joined: { start: string; end: string }[] = [];
  for (const range of ranges) {
    const last = joined.at(-1);
    if (last && range.start <= last.end) last.end = range.end > last.end ? range.end : last.end;
    else joined.push({ ...range });
  }
  return joined;
}
