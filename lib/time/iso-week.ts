import { addDays, mondayOf } from "./zoned-time";

/** The ISO 8601 week of a date ("2026-W09"): weeks run Monday to Sunday, and week 1 holds the year's first Thursday. */
export function isoWeek(date: string): string {
  const thursday = addDays(mondayOf(date), 3);
  const year = Number(thursday.slice(0, 4));
  const dayOfYear = Math.round((Date.parse(`${thursday}T00:00:00Z`) - Date.UTC(year, 0, 1)) / 86_400_000);
  return `${year}-W${String(Math.floor(dayOfYear / 7) + 1).padStart(2, "0")}`;
}
