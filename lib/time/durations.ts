import { SHOWING_DURATION_MINUTES } from "@/lib/constants";

/**
 * Lengths of time between instants: the one place minutes, hours and days are turned into
 * milliseconds. Days here are 24 hours of elapsed time; a number of calendar days at a
 * property (which daylight saving can make 23 or 25 hours) is zoned-time's addDays/daysBetween.
 */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** The instant some minutes after another (before it when negative). */
export const minutesAfter = (instant: Date, minutes: number) => new Date(+instant + minutes * MINUTE_MS);
export const hoursAfter = (instant: Date, hours: number) => new Date(+instant + hours * HOUR_MS);
export const daysAfter = (instant: Date, days: number) => new Date(+instant + days * DAY_MS);
export const hoursBefore = (instant: Date, hours: number) => hoursAfter(instant, -hours);
export const daysBefore = (instant: Date, days: number) => daysAfter(instant, -days);

/** Hours from one instant to another, with fractions (negative when `to` is earlier). */
export const hoursBetween = (from: Date, to: Date) => (+to - +from) / HOUR_MS;
/** Elapsed 24-hour days from one instant to another, with fractions. */
export const elapsedDays = (from: Date, to: Date) => (+to - +from) / DAY_MS;

/** "45 minutes" under an hour, else "1 hour", "1.5 hours", "12 hours". */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
  const hours = minutes / 60;
  return `${Number.isInteger(hours) ? hours : hours.toFixed(1)} ${hours === 1 ? "hour" : "hours"}`;
}

/** Every booked showing saves the agent one trip of a showing's length. */
export const formatTimeSaved = (bookedShowings: number) => formatDuration(bookedShowings * SHOWING_DURATION_MINUTES);
