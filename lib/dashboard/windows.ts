import { addDays, daysBetween, DEFAULT_TIME_ZONE, mondayOf, todayIn } from "@/lib/time/zoned-time";
import { daysAfter } from "@/lib/time/durations";

export const UPCOMING_WINDOW_DAYS = 14;
export const CALENDAR_WINDOW_DAYS = 28;
export const COMPLETED_PAGE_SIZE = 50;
export const COMPLETED_RANGES = ["7", "30", "90", "365", "all"] as const;
export type CompletedRange = (typeof COMPLETED_RANGES)[number];
export const DEFAULT_COMPLETED_RANGE: CompletedRange = "30";

export type DateWindow = { startDate: string; endDate: string };

/** Four weeks from the Monday of today's week, both ends inclusive. */
export function defaultCalendarWindow(today: string): DateWindow {
  const startDate = mondayOf(today);
  return { startDate, endDate: addDays(startDate, CALENDAR_WINDOW_DAYS - 1) };
}

/** The requested window; a missing end is 28 days after the start, a missing start 28 days before the end. */
export function calendarWindowFor(query: Partial<DateWindow>, now = new Date()): DateWindow {
  if (query.startDate && query.endDate) return { startDate: query.startDate, endDate: query.endDate };
  if (query.startDate) return { startDate: query.startDate, endDate: addDays(query.startDate, CALENDAR_WINDOW_DAYS - 1) };
  if (query.endDate) return { startDate: addDays(query.endDate, -(CALENDAR_WINDOW_DAYS - 1)), endDate: query.endDate };
  return defaultCalendarWindow(todayIn(now, DEFAULT_TIME_ZONE));
}

/** The next 14 days, as instants: from now until the same time 14 days later. */
export function upcomingWindow(now: Date): { from: Date; to: Date } {
  return { from: now, to: daysAfter(now, UPCOMING_WINDOW_DAYS) };
}

/** The earliest showing date a completed-showings range reaches back to; null for all time. */
export function completedRangeStart(range: CompletedRange, today: string): string | null {
  return range === "all" ? null : addDays(today, -Number(range));
}

/** Days of a calendar window grouped into weeks of seven, Monday first. */
export function calendarWeeks(window: DateWindow): string[][] {
  const days = Array.from({ length: daysBetween(window.startDate, window.endDate) + 1 }, (_, index) => addDays(window.startDate, index));
  const weeks: string[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  return weeks;
}
