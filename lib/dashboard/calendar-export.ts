import { buildIcs, type ShowingEvent } from "@/lib/bookings/calendar";

const BEGIN = "BEGIN:VEVENT";
const END = "END:VEVENT";

/** One .ics file holding every showing: each event built like a single booking's file (30 minutes, 15-minute reminder). */
export function buildIcsCalendar(events: ShowingEvent[]): string {
  if (!events.length) throw new Error(NO_SHOWINGS_TO_EXPORT);
  const files = events.map(buildIcs);
  const first = files[0];
  const head = first.slice(0, first.indexOf(BEGIN));
  const tail = first.slice(first.lastIndexOf(END) + END.length);
  const bodies = files.map((file) => file.slice(file.indexOf(BEGIN), file.lastIndexOf(END) + END.length));
  return `${head}${bodies.join("\r\n")}${tail}`;
}

export const NO_SHOWINGS_TO_EXPORT = "No showings to export";
