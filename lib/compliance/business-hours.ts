import type { PartialWeeklySchedule } from "@/lib/availability/schedule";
import { WEEKDAY_LABELS, WEEKDAYS, type Weekday } from "@/lib/time/weekdays";
import { formatLongDate, formatTimeLabel, toLocal, weekdayOf } from "@/lib/time/zoned-time";

/**
 * Civil Code § 1954(b): entry in normal business hours, Monday to Friday, property-local,
 * except public holidays (US federal and California state; see ./holidays).
 */
export const BUSINESS_HOURS = { start: "08:00", end: "18:00" } as const;
const BUSINESS_WEEKDAYS = WEEKDAYS.slice(0, 5);
export const BUSINESS_DAYS: ReadonlySet<Weekday> = new Set<Weekday>(BUSINESS_WEEKDAYS);

/** "Monday to Friday". */
export const BUSINESS_DAYS_TEXT = `${WEEKDAY_LABELS[BUSINESS_WEEKDAYS[0]]} to ${WEEKDAY_LABELS[BUSINESS_WEEKDAYS[BUSINESS_WEEKDAYS.length - 1]]}`;
/** "8:00 AM" and "6:00 PM". */
export const BUSINESS_HOURS_LABELS = { start: formatTimeLabel(BUSINESS_HOURS.start), end: formatTimeLabel(BUSINESS_HOURS.end) } as const;
/** "Monday to Friday 8:00 AM – 6:00 PM": the business hours as pages, refusals and compliance records state them. */
export const BUSINESS_HOURS_TEXT = `${BUSINESS_DAYS_TEXT} ${BUSINESS_HOURS_LABELS.start} – ${BUSINESS_HOURS_LABELS.end}`;

/** Local wall-clock hours of one day, "HH:MM" to "HH:MM". */
export type HoursRange = { start: string; end: string };

/** One weekday of a schedule as an occupied unit can offer it. */
export type OfferableDay = {
  weekday: Weekday;
  /** The hours the schedule sets, or null when the day is off. */
  configured: HoursRange | null;
  /** The configured hours that are offered to visitors. */
  offered: HoursRange[];
  /** The configured hours that are not offered: outside normal business hours. */
  withheld: HoursRange[];
};

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/**
 * Which of a day's hours an occupied unit can offer. Without the tenant's standing written
 * consent only the part inside weekday business hours is offered; with it every hour is.
 * Vacant units pass `standingConsent: true`: nothing limits their hours.
 */
export function offerableDay(weekday: Weekday, configured: HoursRange | null, standingConsent: boolean): OfferableDay {
  if (!configured || configured.end <= configured.start) return { weekday, configured: null, offered: [], withheld: [] };
  if (standingConsent) return { weekday, configured, offered: [configured], withheld: [] };
  const inside = BUSINESS_DAYS.has(weekday)
    ? { start: later(configured.start, BUSINESS_HOURS.start), end: earlier(configured.end, BUSINESS_HOURS.end) }
    : null;
  if (!inside || inside.end <= inside.start) return { weekday, configured, offered: [], withheld: [configured] };
  const withheld = [
    { start: configured.start, end: inside.start },
    { start: inside.end, end: configured.end },
  ].filter((range) => range.start < range.end);
  return { weekday, configured, offered: [inside], withheld };
}

/** Every weekday of a schedule, Monday first, with the hours an occupied unit can offer. */
export function offerableHours(schedule: PartialWeeklySchedule, standingConsent: boolean): OfferableDay[] {
  return WEEKDAYS.map((weekday) => {
    const day = schedule[weekday];
    return offerableDay(weekday, day?.enabled ? { start: day.start, end: day.end } : null, standingConsent);
  });
}

/** Whether the local range `hours` on `weekday` is offered whole. */
export function isOffered(weekday: Weekday, hours: HoursRange, standingConsent: boolean): boolean {
  const day = offerableDay(weekday, hours, standingConsent);
  return day.offered.length > 0 && day.withheld.length === 0;
}

/**
 * The public holiday a property-local date ("YYYY-MM-DD") falls on, or null. The calendar is
 * given by the caller (the server's is `publicHolidayOn` in ./holidays), which keeps this rule
 * free of the holiday library's data for the pages that explain the weekly hours.
 */
export type HolidayCalendar = (date: string) => string | null;

/** A public holiday on a local date, as the server tells the pages that explain the hours. */
export type PublicHoliday = { date: string; name: string };

/**
 * Whether an occupied unit can offer a showing from `startsAt` to `endsAt`, property-local in
 * `timeZone`: inside weekday business hours on a day that is no public holiday, or any time
 * with the tenant's standing written consent.
 */
export function isOfferedAt(startsAt: Date, endsAt: Date, timeZone: string, standingConsent: boolean, holidayOn: HolidayCalendar): boolean {
  if (standingConsent) return true;
  const start = toLocal(startsAt, timeZone);
  const end = toLocal(endsAt, timeZone);
  if (start.date !== end.date || holidayOn(start.date)) return false;
  return isOffered(weekdayOf(start.date), { start: start.time, end: end.time }, false);
}

/** Whether a showing from `startsAt` to `endsAt` lies inside business hours in `timeZone`. */
export const isWithinBusinessHours = (startsAt: Date, endsAt: Date, timeZone: string, holidayOn: HolidayCalendar) =>
  isOfferedAt(startsAt, endsAt, timeZone, false, holidayOn);

/** Whether a local date is a business day: Monday to Friday and no public holiday. */
export const isBusinessDay = (date: string, holidayOn: HolidayCalendar) => BUSINESS_DAYS.has(weekdayOf(date)) && !holidayOn(date);

/**
 * "Tenant agreed in writing on February 1, 2025 to showings outside business hours". The
 * consent is recorded as a day (a date input, stored as midnight UTC), so it is read in UTC.
 */
export function standingConsentText(consentAt: Date | string): string {
  const day = toLocal(new Date(consentAt), "UTC").date;
  return `Tenant agreed in writing on ${formatLongDate(day)} to showings outside business hours`;
}
