import { sql, type SQLWrapper } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import type { BusyInterval } from "@/db/schema";
import type { EngineOptions } from "@/lib/availability/compute-slots";
import type { DateOverride } from "@/lib/availability/date-overrides";
import { slotRulesFor } from "@/lib/compliance/rules";
import { busyRules } from "@/lib/external-calendars/busy-rule";
import type { OccupancyStatus } from "@/lib/vocabulary/occupancy";
import type { BookingStatus } from "@/lib/vocabulary/booking-status";
import { unsuitableTimesRule, type UnsuitableTime } from "@/lib/availability/unsuitable-times";
import { isOccupied } from "@/lib/vocabulary/occupancy";
import { heldPeriods } from "./held-periods";

/** A booking holding a slot, as showbook_slot_context answers it (instants as ISO text). */
type NearbyRow = { startsAt: string; endsAt: string; status: BookingStatus; moveStartsAt: string | null; moveEndsAt: string | null };

/** showbook_slot_context's answer (db/functions/slot_ledger.sql). */
export type SlotContextRow = {
  nearby: NearbyRow[];
  busy: BusyInterval[];
  consents: { electronic: boolean; otherHours: boolean } | null;
  overrides: DateOverride[];
  unsuitable: UnsuitableTime[];
};

/**
 * Everything a slot of a property is checked against: the times live bookings hold (their
 * own and a move's waiting for approval; lapsed holds are free), the agent's busy times on
 * their connected calendars, what the resident agreed to (§ 1954 notice, other hours, which
 * widen the hours), the times the resident said never suit (which narrow them) and the date
 * overrides. The hold, every booking and move, and the public availability read it alike.
 */
export type SlotContext = {
  held: { startsAt: Date; endsAt: Date; status: BookingStatus }[];
  busy: BusyInterval[];
  consents: { electronic: boolean; otherHours: boolean };
  overrides: DateOverride[];
  unsuitable: UnsuitableTime[];
};

/** Which bookings the context reads: those near one date, or all from an instant on. */
export type SlotWindow =
  | {
      /** The property-local date of the slot checked. */
      date: string;
      /** The booker whose own live holds placing a hold releases or renews, so they are not in the way. */
      mailbox?: string;
      /** The booking being moved, whose own time does not stand in its way. */
      movingBookingId?: string;
    }
  | {
      /** Bookings ending after this instant. */
      from: Date;
      /** Overrides of this property-local date and later. */
      firstDate: string;
    };

const instant = (value: string | null) => (value === null ? null : new Date(value));

/** The context from showbook_slot_context's answer. */
export function readSlotContext(row: SlotContextRow): SlotContext {
  return {
    held: heldPeriods(
      row.nearby.map((booking) => ({
        status: booking.status,
        startsAt: new Date(booking.startsAt),
        endsAt: new Date(booking.endsAt),
        moveStartsAt: instant(booking.moveStartsAt),
        moveEndsAt: instant(booking.moveEndsAt),
      })),
    ),
    busy: row.busy,
    consents: row.consents ?? { electronic: false, otherHours: false },
    overrides: row.overrides,
    unsuitable: row.unsuitable,
  };
}

/**
 * The slot context of a property in one round trip (null when no property has that id);
 * `before` is a writing statement run in the same round trip (the release of lapsed holds),
 * whose changes the read does not need to see.
 */
export async function loadSlotContext(
  db: DbOrTx,
  propertyId: string,
  window: SlotWindow,
  now: Date,
  before?: SQLWrapper,
): Promise<SlotContext | null> {
  const at = now.toISOString();
  const query =
    "date" in window
      ? sql`showbook_slot_context_near(${propertyId}::uuid, ${window.date}::date, ${at}::timestamptz, ${window.mailbox ?? null}, ${window.movingBookingId ?? null}::uuid)`
      : sql`showbook_slot_context(${propertyId}::uuid, ${window.from.toISOString()}::timestamptz, null, ${window.firstDate}::date, null, ${at}::timestamptz, null, null)`;
  const read = sql`select ${query} as context`;
  const [{ context }] = await db.execute<{ context: SlotContextRow | null }>(before ? sql`with before as ${before} ${read}` : read);
  return context && readSlotContext(context);
}

/** The availability engine's options for a slot of the property in this context. */
export function slotCheckOptions(
  property: { occupancyStatus: OccupancyStatus; timezone: string },
  context: SlotContext,
  now: Date,
): EngineOptions {
  return {
    now,
    extraRules: [
      ...busyRules(context.busy, property.timezone),
      ...slotRulesFor(property, { now, electronicConsent: context.consents.electronic, otherHoursConsent: context.consents.otherHours }),
      ...(isOccupied(property) && context.unsuitable.length ? [unsuitableTimesRule(context.unsuitable, property.timezone)] : []),
    ],
    dateOverrides: context.overrides,
  };
}
