import { and, eq } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { bookings, type Booking, type NewBooking } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { Step } from "@/lib/vocabulary/booking-status";
import type { CheckedSlot } from "./assert-slot-bookable";

/**
 * A booking's columns that place it in time or say whether it holds its slot: its status, a
 * hold's expiry, its time and the period it keeps, the revision that guards them, and the time
 * a move asks for. Only the ledger writes them (tests/unit/slot-writes.test.ts).
 */
export const SLOT_COLUMNS = [
  "status",
  "holdExpiresAt",
  "startsAt",
  "endsAt",
  "blockedPeriod",
  "showingDate",
  "showingTime",
  "timeRevision",
  "moveStartsAt",
  "moveEndsAt",
  "moveBlockedPeriod",
  "moveShowingDate",
  "moveShowingTime",
] as const satisfies readonly (keyof NewBooking)[];
type SlotColumn = (typeof SLOT_COLUMNS)[number];

/** A booking's other columns, which each path writes itself. */
export type BookingDetails = Omit<NewBooking, SlotColumn>;

/** A slot the one check found bookable, at its property-local date and time. */
export type PlacedSlot = CheckedSlot & { date: string; time: string };

/**
 * How a move changes the times a booking holds: it takes a new time (and no longer asks for
 * another), asks for a time held beside its own until the agent decides, or stops asking.
 */
export type SlotChange = { take: PlacedSlot } | { ask: PlacedSlot } | { dropAsked: true };

/** The move's fields cleared: the asked-for time is no longer held. */
const NO_ASKED_TIME = { moveStartsAt: null, moveEndsAt: null, moveBlockedPeriod: null, moveShowingDate: null, moveShowingTime: null } as const;

/** The columns of a booking on `slot`. */
export const slotColumns = ({ startsAt, endsAt, blockedPeriod, date, time }: PlacedSlot) =>
  ({ startsAt, endsAt, blockedPeriod, showingDate: date, showingTime: time }) satisfies Partial<NewBooking>;

function changedColumns(change: SlotChange): Partial<NewBooking> {
  if ("take" in change) return { ...slotColumns(change.take), ...NO_ASKED_TIME };
  if ("ask" in change) {
    const { startsAt, endsAt, blockedPeriod, date, time } = change.ask;
    return { moveStartsAt: startsAt, moveEndsAt: endsAt, moveBlockedPeriod: blockedPeriod, moveShowingDate: date, moveShowingTime: time };
  }
  return NO_ASKED_TIME;
}

/** Inserts a new booking on a slot the one check found bookable, in the status its creation gives. */
export async function insertHeldBooking(tx: Tx, slot: PlacedSlot, status: Booking["status"], details: BookingDetails): Promise<Booking> {
  const [booking] = await tx
    .insert(bookings)
    .values({ ...details, status, ...slotColumns(slot) })
    .returning();
  return booking;
}

type StepWrite = {
  now: Date;
  /** The times the move changes; a step that gives the showing a new time must take one. */
  slot?: SlotChange;
  /** The path's own columns written with the move (stamps, a payment, a declined move's date). */
  details?: Partial<BookingDetails>;
};

/**
 * Writes one move of the lifecycle (lib/bookings/lifecycle.ts's `transition`): the next status,
 * the time revision up when the showing takes a new time, a hold's expiry cleared once paid, the
 * times `slot` changes and the path's own columns, guarded on the status and time revision the
 * caller read. Null when another move came first.
 */
export async function writeStep(tx: Tx, booking: Booking, step: Step, { now, slot, details }: StepWrite): Promise<Booking | null> {
  if (Boolean(step.newTime) !== Boolean(slot && "take" in slot)) {
    throw new AppError("internal_server_error", `A move to ${step.to} ${step.newTime ? "needs" : "takes no"} new time`);
  }
  const [moved] = await tx
    .update(bookings)
    .set({
      ...details,
      ...(step.stamp === "paid" ? { holdExpiresAt: null } : {}),
      ...(step.newTime ? { timeRevision: booking.timeRevision + 1 } : {}),
      ...(slot ? changedColumns(slot) : {}),
      status: step.to,
      updatedAt: now,
    })
    .where(and(eq(bookings.id, booking.id), eq(bookings.status, booking.status), eq(bookings.timeRevision, booking.timeRevision)))
    .returning();
  return moved ?? null;
}
