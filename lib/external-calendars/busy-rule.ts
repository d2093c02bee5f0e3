import type { BusyInterval } from "@/db/schema";
import type { SlotRule } from "@/lib/availability/compute-slots";
import { fromLocalOrAfterGap } from "@/lib/time/zoned-time";

export const AGENT_BUSY_REASON = "The agent is not available at this time";

/** An interval's end as an instant: a floating one is read in the property's zone, never the server's. */
const instantOf = (value: string, floating: boolean | undefined, timeZone: string) =>
  floating ? +fromLocalOrAfterGap(value.slice(0, 10), value.slice(11, 16), timeZone) : Date.parse(value);

/** The rule refusing a slot that meets any of the agent's busy times (none: no rule); `timeZone` is the property's. */
export function busyRules(busy: readonly BusyInterval[], timeZone: string): SlotRule[] {
  const intervals = busy.map(({ start, end, floating }) => ({ start: instantOf(start, floating, timeZone), end: instantOf(end, floating, timeZone) }));
  if (!intervals.length) return [];
  return [(slot) => (intervals.some(({ start, end }) => start < +slot.endsAt && end > +slot.startsAt) ? AGENT_BUSY_REASON : null)];
}
