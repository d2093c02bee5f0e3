import ICAL from "ical.js";
import type { BusyInterval } from "@/db/schema";
import { daysAfter } from "@/lib/time/durations";

/** How far ahead busy times are read: the booking horizon with a day to spare. */
export const BUSY_HORIZON_DAYS = 16;
/** A runaway rule (every minute, no end) stops here rather than looping. */
const MAX_OCCURRENCES = 5_000;

function blocksTime(event: ICAL.Event): boolean {
  const transparency = String(event.component.getFirstPropertyValue("transp") ?? "").toUpperCase();
  const status = String(event.component.getFirstPropertyValue("status") ?? "").toUpperCase();
  return transparency !== "TRANSPARENT" && status !== "CANCELLED";
}

/**
 * The busy intervals of one or more iCalendar texts between `from` and `from + 16 days`:
 * VEVENTs that are not TRANSPARENT or CANCELLED, recurring ones expanded (with their
 * changed and cancelled occurrences). Times with a TZID use the calendar's VTIMEZONEs.
 */
export function busyIntervals(calendars: readonly string[], from: Date): BusyInterval[] {
  const until = daysAfter(from, BUSY_HORIZON_DAYS);
  const busy: BusyInterval[] = [];
  const add = (start: ICAL.Time, end: ICAL.Time) => {
    const startsAt = start.toJSDate();
    const endsAt = end.toJSDate();
    if (endsAt > from && startsAt < until && endsAt > startsAt) busy.push({ start: startsAt.toISOString(), end: endsAt.toISOString() });
  };
  for (const text of calendars) {
    const calendar = new ICAL.Component(ICAL.parse(text));
    for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
    const vevents = calendar.getAllSubcomponents("vevent");
    const exceptions = vevents.filter((vevent) => vevent.hasProperty("recurrence-id"));
    for (const vevent of vevents) {
      if (vevent.hasProperty("recurrence-id")) continue;
      const event = new ICAL.Event(vevent);
      if (!event.isRecurring()) {
        if (blocksTime(event)) add(event.startDate, event.endDate);
        continue;
      }
      for (const exception of exceptions) {
        if (exception.getFirstPropertyValue("uid") === event.uid) event.relateException(exception);
      }
      const iterator = event.iterator();
      for (let next = iterator.next(), count = 0; next && count < MAX_OCCURRENCES; next = iterator.next(), count++) {
        if (next.toJSDate() >= until) break;
        const occurrence = event.getOccurrenceDetails(next);
        if (blocksTime(occurrence.item)) add(occurrence.startDate, occurrence.endDate);
      }
    }
  }
  return busy.sort((a, b) => a.start.localeCompare(b.start));
}
