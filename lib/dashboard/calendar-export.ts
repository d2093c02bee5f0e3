import { buildIcsCalendarFile, type ShowingEvent } from "@/lib/booking-rules/calendar";

/** One .ics file holding every showing: each event built like a single booking's file (30 minutes, 15-minute reminder). */
export function buildIcsCalendar(events: ShowingEvent[]): string {
  if (!events.length) throw new Error(NO_SHOWINGS_TO_EXPORT);
  return buildIcsCalendarFile(events);
}

export const NO_SHOWINGS_TO_EXPORT = "No showings to export";
