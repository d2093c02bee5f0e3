import path from "node:path";
import type { BusyInterval } from "@/db/schema";
import { runLimitedChild, type ChildLimits } from "@/lib/launcher/limited-child";
import { CalendarCapError, unreadable } from "./read-errors";

export type ReadCalendarRequest = { texts: string[]; from: string };
export type ReadCalendarReply = { kind: "read"; busy: BusyInterval[] } | { kind: "overCap"; message: string } | { kind: "invalid" };

/** One calendar's reading process: the caps of CALENDAR_CAPS end it first; these end it whatever it does. */
export const CALENDAR_READ_LIMITS: ChildLimits = { timeMs: 30_000, memoryMb: 512, heapMb: 384 };

// Found at run time from the app's root: the server code is bundled, the script is not.
const CHILD_SCRIPT = path.join(process.cwd(), "scripts", "read-calendar.ts");

/**
 * The busy intervals of a calendar's texts (busyIntervals), read in a child process with
 * limits, so that no calendar can hold the process that asks. A calendar over a cap, or whose
 * reading was stopped past the limits, is a CalendarCapError.
 */
export async function busyIntervalsInChild(texts: string[], from: Date, limits = CALENDAR_READ_LIMITS): Promise<BusyInterval[]> {
  let reply: ReadCalendarReply | undefined;
  const { killedFor } = await runLimitedChild<ReadCalendarReply>(CHILD_SCRIPT, { texts, from: from.toISOString() }, limits, (message) => {
    reply = message;
  });
  if (killedFor === "time") throw new CalendarCapError(unreadable(`too many events: reading it took longer than ${limits.timeMs / 1000} seconds`).message);
  if (killedFor === "memory") throw new CalendarCapError(unreadable(`too many events: reading it took more than ${limits.memoryMb} MB`).message);
  if (reply?.kind === "overCap") throw new CalendarCapError(reply.message);
  if (reply?.kind !== "read") throw unreadable("it is not a valid iCalendar file");
  return reply.busy;
}
