/**
 * Property-local wall-clock time ↔ UTC instants with the built-in Intl time-zone data,
 * correct across daylight-saving changes. Dates are "YYYY-MM-DD", times "HH:MM". Every date
 * and time the app shows is formatted here, in a zone it names. The browser's zone is read in one
 * place only, `viewer-zone.ts`, for instants that belong to no place (`formatDateTimeWithZone`).
 */

/** The agent's zone: the dashboard's "today" is read in it, properties default to it, and times that belong to no property (a contact's last visit, a calendar's last sync) show in it. */
export const DEFAULT_TIME_ZONE = "America/Los_Angeles";

import { DAY_MS, HOUR_MS, MINUTE_MS } from "./durations";
import { WEEKDAYS, type Weekday } from "./weekdays";

const WALL_CLOCK: Intl.DateTimeFormatOptions = {
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
};
const SHORT_ZONE_NAME: Intl.DateTimeFormatOptions = { timeZoneName: "short" };
const GENERIC_ZONE_NAME: Intl.DateTimeFormatOptions = { timeZoneName: "longGeneric" };
const SHOWING_DATE_TIME: Intl.DateTimeFormatOptions = { weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" };
const CALENDAR_DATE: Intl.DateTimeFormatOptions = { weekday: "long", month: "long", day: "numeric", year: "numeric" };
const SHOWING_TIME: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit" };
const DAY_LABEL: Intl.DateTimeFormatOptions = { weekday: "long", month: "long", day: "numeric" };
const DAY_HEADING: Intl.DateTimeFormatOptions = { weekday: "long", month: "short", day: "numeric" };
const SHORT_DATE: Intl.DateTimeFormatOptions = { month: "short", day: "numeric" };
const MEDIUM_DATE: Intl.DateTimeFormatOptions = { month: "short", day: "numeric", year: "numeric" };
const LONG_DATE: Intl.DateTimeFormatOptions = { month: "long", day: "numeric", year: "numeric" };
const DATE_TIME_WITH_ZONE: Intl.DateTimeFormatOptions = { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short" };

/** Making a formatter costs far more than using one (about a millisecond), so each is made once per zone. */
const formatters = new Map<Intl.DateTimeFormatOptions, Map<string, Intl.DateTimeFormat>>();

function formatterFor(timeZone: string, options: Intl.DateTimeFormatOptions = WALL_CLOCK): Intl.DateTimeFormat {
  let byZone = formatters.get(options);
  if (!byZone) {
    byZone = new Map();
    formatters.set(options, byZone);
  }
  let formatter = byZone.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { ...options, timeZone });
    byZone.set(timeZone, formatter);
  }
  return formatter;
}

export type LocalDateTime = { date: string; time: string };

const pad = (value: number) => String(value).padStart(2, "0");

/** The wall-clock date and time an instant shows in a zone. */
export function toLocal(instant: Date, timeZone: string): LocalDateTime {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** A wall-clock date and time as if it were UTC, in milliseconds. */
const wallClockMs = (date: string, time: string) =>
  Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10), +time.slice(0, 2), +time.slice(3, 5));

/** Minutes the zone is ahead of UTC at an instant (negative west of Greenwich). */
function offsetMinutes(instantMs: number, timeZone: string): number {
  const { date, time } = toLocal(new Date(instantMs), timeZone);
  const asUtc = wallClockMs(date, time);
  return Math.round((asUtc - Math.floor(instantMs / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

/**
 * The instant a local date and time denote in a zone. A time skipped by a spring-forward
 * change does not exist and gives null; a time repeated by a fall-back change gives its
 * first (daylight) occurrence.
 */
export function fromLocal(date: string, time: string, timeZone: string): Date | null {
  const wall = wallClockMs(date, time);
  // The offset just before and just after the guess: the earlier candidate wins on repeated times.
  const candidates = [offsetMinutes(wall - DAY_MS, timeZone), offsetMinutes(wall + DAY_MS, timeZone)]
    .map((offset) => wall - offset * MINUTE_MS)
    .sort((a, b) => a - b);
  for (const candidate of candidates) {
    const local = toLocal(new Date(candidate), timeZone);
    if (local.date === date && local.time === time) return new Date(candidate);
  }
  return null;
}

/**
 * fromLocal for any wall-clock time: a time skipped by a spring-forward change is read with
 * the offset from before the change (02:30 becomes 03:30 daylight time), as calendar apps do.
 */
export function fromLocalOrAfterGap(date: string, time: string, timeZone: string): Date {
  const wall = wallClockMs(date, time);
  return fromLocal(date, time, timeZone) ?? new Date(wall - offsetMinutes(wall - DAY_MS, timeZone) * MINUTE_MS);
}

/** Whether the built-in zone data knows a zone name (an IANA name such as "America/New_York"). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** A calendar date plus a number of days. */
export function addDays(date: string, days: number): string {
  const shifted = new Date(Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10) + days));
  return shifted.toISOString().slice(0, 10);
}

export function weekdayOf(date: string): Weekday {
  // getUTCDay counts from Sunday (0); WEEKDAYS start on Monday.
  return WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7];
}

export const minutesOf = (time: string) => +time.slice(0, 2) * 60 + +time.slice(3, 5);
export const timeOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** "13:30" → "1:30 PM": a wall-clock time, under a heading or beside a note that names its zone. */
export function formatTimeLabel(time: string): string {
  const minutes = minutesOf(time);
  const hours = Math.floor(minutes / 60);
  return `${hours % 12 || 12}:${pad(minutes % 60)} ${hours < 12 ? "AM" : "PM"}`;
}

/**
 * fromLocal for many times of one local date: a day without an offset change (all but two
 * a year) converts by arithmetic, without asking Intl once per time.
 */
export function localDayConverter(date: string, timeZone: string): (time: string) => Date | null {
  const midnight = Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10));
  const margin = 14 * HOUR_MS;
  const before = offsetMinutes(midnight - margin, timeZone);
  const after = offsetMinutes(midnight + DAY_MS + margin, timeZone);
  if (before !== after) return (time) => fromLocal(date, time, timeZone);
  return (time) => new Date(midnight + (minutesOf(time) - before) * MINUTE_MS);
}

/** Today's date where the property is (never the browser's or the server's zone): the business day rules count from. */
export const todayIn = (now: Date, timeZone: string) => toLocal(now, timeZone).date;

/** The Monday of the week a date falls in: weeks run Monday to Sunday. */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** Whole days from one date to another (negative when `to` is earlier), whatever daylight saving does between them. */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** "PST" or "PDT" (a GMT offset where English has no short name): the zone's name at that instant. */
export function zoneAbbreviation(instant: Date, timeZone: string): string {
  const parts = formatterFor(timeZone, SHORT_ZONE_NAME).formatToParts(instant);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

/** "Pacific Time": the zone's name without the season, for a note above a list of times. */
export function zoneName(instant: Date, timeZone: string): string {
  const parts = formatterFor(timeZone, GENERIC_ZONE_NAME).formatToParts(instant);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

/** "Tue, Dec 1, 10:00 AM PST": a showing time for someone who may be in another zone. */
export function formatZonedDateTime(instant: Date, timeZone: string): string {
  const local = formatterFor(timeZone, SHOWING_DATE_TIME).format(instant);
  return `${local} ${zoneAbbreviation(instant, timeZone)}`;
}

/** "2026-03-02 09:05 PST": a time in a CSV export, its date and time written as the export's showing columns write them, its zone named. */
export function formatExportTime(instant: Date, timeZone: string): string {
  const { date, time } = toLocal(instant, timeZone);
  return `${date} ${time} ${zoneAbbreviation(instant, timeZone)}`;
}

/** "Monday, March 9, 2026, 10:00 AM PDT": a time of a filed record, with its year and its zone named. */
export const formatRecordTime = (instant: Date, timeZone: string) => `${formatLocalDate(instant, timeZone)}, ${formatZonedTime(instant, timeZone)}`;

/** "10:00 AM PST". */
export function formatZonedTime(instant: Date, timeZone: string): string {
  const local = formatterFor(timeZone, SHOWING_TIME).format(instant);
  return `${local} ${zoneAbbreviation(instant, timeZone)}`;
}

/** "Nov 28, 2026, 3:00 AM GMT+1": an instant that belongs to no place (an image made, a message sent), in the viewer's zone. */
export const formatDateTimeWithZone = (instant: Date, timeZone: string) => formatterFor(timeZone, DATE_TIME_WITH_ZONE).format(instant);

/** "10:00 AM": a time under a heading that names the zone. */
export const formatLocalTime = (instant: Date, timeZone: string) => formatterFor(timeZone, SHOWING_TIME).format(instant);

/** A calendar date names the same day in every zone: it is formatted as that day in UTC. */
const calendarDateFormat = (options: Intl.DateTimeFormatOptions) => (date: string) =>
  formatterFor("UTC", options).format(new Date(`${date}T12:00:00Z`));

/** "Friday, December 4, 2026". */
export const formatCalendarDate = calendarDateFormat(CALENDAR_DATE);
/** "Friday, December 4". */
export const formatDayLabel = calendarDateFormat(DAY_LABEL);
/** "Friday, Dec 4". */
export const formatDayHeading = calendarDateFormat(DAY_HEADING);
/** "Dec 4". */
export const formatShortDate = calendarDateFormat(SHORT_DATE);
/** "Dec 4, 2026". */
export const formatMediumDate = calendarDateFormat(MEDIUM_DATE);
/** "December 4, 2026". */
export const formatLongDate = calendarDateFormat(LONG_DATE);

/** "Friday, December 4, 2026": the date an instant falls on in a zone. */
export const formatLocalDate = (instant: Date, timeZone: string) => formatCalendarDate(toLocal(instant, timeZone).date);

/** "Dec 4, 2026": the date an instant falls on in a zone, for a list of dates. */
export const formatLocalMediumDate = (instant: Date, timeZone: string) => formatMediumDate(toLocal(instant, timeZone).date);
