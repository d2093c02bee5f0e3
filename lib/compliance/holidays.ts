import Holidays from "date-holidays";
import type { HolidayCalendar, PublicHoliday } from "./business-hours";

/**
 * The public holidays that are not normal business hours under § 1954(b): the US federal
 * holidays and the California state holidays, from the date-holidays library (its data ships
 * with the package, so nothing is fetched). Server-side only: the library carries every
 * country's data, so pages get the holidays they show from the server.
 */
const CALENDARS = [new Holidays("US", { types: ["public"] }), new Holidays("US", "CA", { types: ["public"] })];

const byYear = new Map<number, ReadonlyMap<string, string>>();

function holidaysOf(year: number): ReadonlyMap<string, string> {
  let days = byYear.get(year);
  if (!days) {
    const found = new Map<string, string>();
    for (const calendar of CALENDARS) {
      for (const holiday of calendar.getHolidays(year, "en")) {
        const date = holiday.date.slice(0, 10);
        if (!found.has(date)) found.set(date, holiday.name);
      }
    }
    days = found;
    byYear.set(year, days);
  }
  return days;
}

/** The federal or California holiday on a local date ("YYYY-MM-DD"), or null. */
export const publicHolidayOn: HolidayCalendar = (date) => holidaysOf(+date.slice(0, 4)).get(date) ?? null;

/** The holidays among some local dates (the dates a property offers, say), in their order. */
export function publicHolidaysAmong(dates: readonly string[]): PublicHoliday[] {
  return dates.flatMap((date) => {
    const name = publicHolidayOn(date);
    return name ? [{ date, name }] : [];
  });
}
