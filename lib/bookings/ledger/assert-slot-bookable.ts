import type { Tx } from "@/db/client";
import type { Property } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { checkSlot } from "@/lib/availability/compute-slots";
import { REASONS } from "@/lib/availability/reasons";
import { fromLocal } from "@/lib/time/zoned-time";
import { SHOWING_DURATION_MINUTES } from "@/lib/constants";
import { minutesAfter } from "@/lib/time/durations";
import { blockedPeriod } from "./blocked-period";
import { staleHoldsUpdate } from "./expire-stale-holds";
import { loadSlotContext, slotCheckOptions, type SlotContext } from "./slot-context";

export type SlotProperty = Pick<
  Property,
  "id" | "customAvailability" | "bufferTimeMinutes" | "timezone" | "advanceNoticeHours" | "occupancyStatus"
>;

/** A slot found bookable: its start and end, and the period it keeps from others. */
export type CheckedSlot = { startsAt: Date; endsAt: Date; blockedPeriod: string };

type SlotRequest = {
  date: string;
  time: string;
  now: Date;
  /** The booking being moved, whose own time does not stand in its way. */
  movingBookingId?: string;
};

/**
 * The one check of a slot for every path that puts a booking on it, new or moved, run
 * inside the writing transaction: the property's lapsed holds are released in the same round
 * trip (the exclusion constraint still counts them), and the slot is checked in its slot context with the
 * spec's reasons. The exclusion constraint still settles races between transactions.
 */
export async function assertSlotBookable(tx: Tx, property: SlotProperty, request: SlotRequest): Promise<CheckedSlot> {
  const { date, time, now, movingBookingId } = request;
  const context = await loadSlotContext(tx, property.id, { date, movingBookingId }, now, staleHoldsUpdate(tx, now, property.id));
  if (!context) throw new AppError("unprocessable_entity", REASONS.noProperty);
  return checkedSlot(property, context, date, time, now);
}

/** The slot when the engine finds it bookable in its context, else the spec's reason as a 409 or 422. */
export function checkedSlot(property: SlotProperty, context: SlotContext, date: string, time: string, now: Date): CheckedSlot {
  const check = checkSlot(property, context.held, date, time, slotCheckOptions(property, context, now));
  if (!check.available) {
    const reason = check.reason ?? REASONS.conflict;
    throw new AppError(reason === REASONS.conflict ? "conflict" : "unprocessable_entity", reason);
  }
  const startsAt = fromLocal(date, time, property.timezone);
  if (!startsAt) throw new AppError("unprocessable_entity", REASONS.invalidTime);
  const endsAt = minutesAfter(startsAt, SHOWING_DURATION_MINUTES);
  return { startsAt, endsAt, blockedPeriod: blockedPeriod(startsAt, endsAt, property.bufferTimeMinutes) };
}
