import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { externalCalendars, properties, type BusyInterval } from "@/db/schema";
import type { SlotRule } from "@/lib/availability/compute-slots";

export const AGENT_BUSY_REASON = "The agent is not available at this time";

/** A slot rule refusing the times the property's agent is busy on their connected calendars (none: no rule). */
export async function loadCalendarBusyRules(db: DbOrTx, propertyId: string): Promise<SlotRule[]> {
  const rows = await db
    .select({ busy: externalCalendars.busy })
    .from(externalCalendars)
    .innerJoin(properties, eq(properties.agentId, externalCalendars.agentId))
    .where(eq(properties.id, propertyId));
  return busyRules(rows.flatMap((row) => row.busy));
}

/** The rule refusing a slot that meets any of the agent's busy times (none: no rule). */
export function busyRules(busy: readonly BusyInterval[]): SlotRule[] {
  const intervals = busy.map(({ start, end }) => ({ start: Date.parse(start), end: Date.parse(end) }));
  if (!intervals.length) return [];
  return [(slot) => (intervals.some(({ start, end }) => start < +slot.endsAt && end > +slot.startsAt) ? AGENT_BUSY_REASON : null)];
}
