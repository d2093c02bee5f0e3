/**
 * Reads one connected calendar's iCalendar texts into busy intervals in a process of its own,
 * started by lib/external-calendars/read-in-child.ts with a heap limit, a watch on its memory
 * and a time limit. It gets one request on the IPC channel, answers once, and exits.
 */
import { busyIntervals } from "@/lib/external-calendars/busy-times";
import type { ReadCalendarReply, ReadCalendarRequest } from "@/lib/external-calendars/read-in-child";
import { CalendarCapError } from "@/lib/external-calendars/read-errors";

function read({ texts, from }: ReadCalendarRequest): ReadCalendarReply {
  try {
    return { kind: "read", busy: busyIntervals(texts, new Date(from)) };
  } catch (error) {
    // A parser's message quotes the text it stumbled on: only a cap's own message goes back.
    return error instanceof CalendarCapError ? { kind: "overCap", message: error.message } : { kind: "invalid" };
  }
}

process.once("message", (request: ReadCalendarRequest) => {
  process.send!(read(request), undefined, {}, () => process.exit(0));
});
