import { and, eq, gt, inArray, lt, ne, or } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { bookings, type Property } from "@/db/schema";
import { HOLD_STATUS, SLOT_HOLDING_STATUSES } from "@/lib/vocabulary/booking-status";
import { AppError } from "@/lib/errors";
import { checkSlot, type EngineOptions } from "@/lib/availability/compute-slots";
import { REASONS } from "@/lib/availability/reasons";
import { fromLocal } from "@/lib/time/zoned-time";
import { loadSlotRules } from "@/lib/compliance/notice-rules";
import { SHOWING_DURATION_MINUTES } from "@/lib/constants";
import { loadDateOverrides } from "@/lib/properties/date-overrides";
import { staleHoldsUpdate } from "./expire-stale-holds";
import { heldPeriods } from "./held-periods";
import { daysAfter, daysBefore, minutesAfter } from "@/lib/time/durations";

export type SlotProperty = Pick<
  Property,
  "id" | "customAvailability" | "bufferTimeMinutes" | "timezone" | "advanceNoticeHours" | "occupancyStatus"
>;

type SlotRequest = {
  date: string;
  time: string;
  now: Date;
  /** The booking being moved, whose own time does not stand in its way. */
  movingBookingId?: string;
};


/**
 * The one check of a slot for every path that puts a booking on it, new or moved, run
 * inside the writing transaction: the property's lapsed holds are released first, then the
 * slot is checked against the schedule, the booking horizon, the live bookings nearby (with
 * the moves waiting for approval, whose times are held too) and the occupancy rules, with the spec's reasons. The exclusion constraint still settles
 * races between transactions.
 */
export async function assertSlotBookable(tx: Tx, property: SlotProperty, request: SlotRequest): Promise<{ startsAt: Date; endsAt: Date }> {
  const { date, time, now, movingBookingId } = request;
  // One round trip: the lapsed holds are released (the exclusion constraint still counts them)
  // and skipped by the same statement, whose read sees the rows as they were before it.
  const released = tx.$with("released").as(staleHoldsUpdate(tx, now, property.id).returning({ id: bookings.id }));
  const approximate = new Date(`${date}T12:00:00Z`);
  const from = daysBefore(approximate, 2);
  const to = daysAfter(approximate, 2);
  const nearby = await tx
    .with(released)
    .select({
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      status: bookings.status,
      moveStartsAt: bookings.moveStartsAt,
      moveEndsAt: bookings.moveEndsAt,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.propertyId, property.id),
        movingBookingId ? ne(bookings.id, movingBookingId) : undefined,
        inArray(bookings.status, SLOT_HOLDING_STATUSES),
        or(ne(bookings.status, HOLD_STATUS), gt(bookings.holdExpiresAt, now)),
        or(
          and(gt(bookings.endsAt, from), lt(bookings.startsAt, to)),
          and(gt(bookings.moveEndsAt, from), lt(bookings.moveStartsAt, to)),
        ),
      ),
    );
  return checkedSlot(property, nearby, date, time, {
    now,
    extraRules: await loadSlotRules(tx, property, now),
    dateOverrides: await loadDateOverrides(tx, property.id, date, date),
  });
}

/**
 * The slot's start and end when the engine finds it bookable among the live bookings nearby
 * (moves waiting for approval included), else the spec's reason as a 409 or 422.
 */
export function checkedSlot(
  property: SlotProperty,
  nearby: Parameters<typeof heldPeriods>[0],
  date: string,
  time: string,
  options: EngineOptions,
): { startsAt: Date; endsAt: Date } {
  const check = checkSlot(property, heldPeriods(nearby), date, time, options);
  if (!check.available) {
    const reason = check.reason ?? REASONS.conflict;
    throw new AppError(reason === REASONS.conflict ? "conflict" : "unprocessable_entity", reason);
  }
  const startsAt = fromLocal(date, time, property.timezone);
  if (!startsAt) throw new AppError("unprocessable_entity", REASONS.invalidTime);
  return { startsAt, endsAt: minutesAfter(startsAt, SHOWING_DURATION_MINUTES) };
}
