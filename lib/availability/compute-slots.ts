import { isHoldingSlot, type BookingStatus } from "@/lib/vocabulary/booking-status";
import { SHOWING_DURATION_MINUTES } from "@/lib/constants";
import type { DaySchedule } from "@/lib/availability/weekly-schedule";
import { overrideOn, type DateOverride } from "./date-overrides";
import { REASONS } from "./reasons";
import { parseSchedule, type PartialWeeklySchedule } from "./schedule";
import { addDays, formatCalendarDate, formatTimeLabel, fromLocal, localDayConverter, minutesOf, timeOf, toLocal, weekdayOf } from "@/lib/time/zoned-time";
import { hoursAfter, MINUTE_MS, minutesAfter } from "@/lib/time/durations";

/** What the engine needs to know about a property; rows of `properties` fit as they are. */
export type EngineProperty = {
  customAvailability: unknown;
  bufferTimeMinutes: number | null;
  timezone: string;
  advanceNoticeHours: number;
};

export type ExistingBooking = { startsAt: Date; endsAt: Date; status: BookingStatus };
export type Conflict = { startsAt: Date; endsAt: Date };

export type SlotCandidate = { date: string; time: string; startsAt: Date; endsAt: Date };

/**
 * An extra rule a slot must pass, returning the reason it is refused or null. This is the
 * extension point for rules that need more than the schedule and the bookings (for example
 * the notice a tenant-occupied unit requires).
 */
export type SlotRule = (slot: SlotCandidate) => string | null;

export type SlotCheck = { available: boolean; reason: string | null; conflicts: Conflict[] };
export type Slot = SlotCheck & { time: string; startsAt: Date; endsAt: Date };
export type DaySlots = { date: string; weekday: string; slots: Slot[] };

export type EngineOptions = {
  /** The current instant; slots starting before now + advance notice are not offered. */
  now: Date;
  extraRules?: readonly SlotRule[];
  /** The property's blocked dates and special hours. */
  dateOverrides?: readonly DateOverride[];
};

export const SLOT_STEP_MINUTES = 30;
export const BOOKABLE_DAYS = 15;

const capitalize = (word: string) => word[0].toUpperCase() + word.slice(1);

/** Bookings that still hold their time, sorted by start: the sweep's one sort. */
function liveBookingsByStart(bookings: readonly ExistingBooking[]): ExistingBooking[] {
  return bookings.filter((booking) => isHoldingSlot(booking.status)).sort((a, b) => +a.startsAt - +b.startsAt);
}

/** [start − buffer, start + duration + buffer): the window no live booking may touch. In milliseconds, without a Date per slot. */
function windowOf(startsAt: Date, bufferMinutes: number) {
  const bufferMs = bufferMinutes * MINUTE_MS;
  return { from: +startsAt - bufferMs, to: +startsAt + SHOWING_DURATION_MINUTES * MINUTE_MS + bufferMs };
}

const minimumStart = (property: EngineProperty, now: Date) => +hoursAfter(now, property.advanceNoticeHours);

function applyRules(candidate: SlotCandidate, rules: readonly SlotRule[] | undefined): string | null {
  for (const rule of rules ?? []) {
    const reason = rule(candidate);
    if (reason) return reason;
  }
  return null;
}

type DayRule = { day: DaySchedule | undefined; blocked: boolean; specialHours: boolean };

/** A date's hours: its weekday's, or its special hours, or none on a blocked date. */
function dayRule(schedule: PartialWeeklySchedule, date: string, overrides: readonly DateOverride[] | undefined): DayRule {
  const override = overrideOn(overrides, date);
  if (override?.kind === "blocked") return { day: undefined, blocked: true, specialHours: false };
  if (override?.startTime && override.endTime) {
    return { day: { enabled: true, start: override.startTime, end: override.endTime }, blocked: false, specialHours: true };
  }
  return { day: schedule[weekdayOf(date)], blocked: false, specialHours: false };
}

/** The reason a day's schedule refuses a time, or null. */
function checkSchedule(
  schedule: PartialWeeklySchedule | null,
  date: string,
  time: string,
  overrides: readonly DateOverride[] | undefined,
): string | null {
  if (!schedule) return REASONS.notConfigured;
  const { day, blocked, specialHours } = dayRule(schedule, date, overrides);
  if (blocked) return REASONS.dateBlocked(formatCalendarDate(date));
  if (!day) return REASONS.noScheduleForDay;
  if (!day.enabled) return REASONS.dayDisabled;
  const minutes = minutesOf(time);
  if (minutes < minutesOf(day.start) || minutes >= minutesOf(day.end)) {
    return REASONS.outsideHours(formatTimeLabel(day.start), formatTimeLabel(day.end), specialHours ? formatCalendarDate(date) : capitalize(weekdayOf(date)));
  }
  return null;
}

/** Whether one date and time can be booked, with the spec's reason when it cannot. */
export function checkSlot(
  property: EngineProperty | null | undefined,
  bookings: readonly ExistingBooking[],
  date: string,
  time: string,
  options: EngineOptions,
): SlotCheck {
  const refuse = (reason: string, conflicts: Conflict[] = []): SlotCheck => ({ available: false, reason, conflicts });
  if (!property) return refuse(REASONS.noProperty);
  // Only the dates the booking page offers can be booked, whatever a client sends.
  if (date > addDays(toLocal(options.now, property.timezone).date, BOOKABLE_DAYS)) return refuse(REASONS.dayDisabled);
  const scheduleReason = checkSchedule(parseSchedule(property.customAvailability), date, time, options.dateOverrides);
  if (scheduleReason) return refuse(scheduleReason);
  const startsAt = fromLocal(date, time, property.timezone);
  if (!startsAt) return refuse(REASONS.invalidTime);
  if (+startsAt < minimumStart(property, options.now)) return refuse(REASONS.tooSoon(property.advanceNoticeHours));
  const { from, to } = windowOf(startsAt, property.bufferTimeMinutes ?? 0);
  const conflicts = bookings
    .filter((booking) => isHoldingSlot(booking.status) && +booking.startsAt < to && +booking.endsAt > from)
    .map(({ startsAt: s, endsAt: e }) => ({ startsAt: s, endsAt: e }));
  if (conflicts.length) return refuse(REASONS.conflict, conflicts);
  const endsAt = minutesAfter(startsAt, SHOWING_DURATION_MINUTES);
  const ruleReason = applyRules({ date, time, startsAt, endsAt }, options.extraRules);
  return ruleReason ? refuse(ruleReason) : { available: true, reason: null, conflicts: [] };
}

/** The property-local dates offered: `days` days starting tomorrow. */
export function bookableDates(now: Date, timeZone: string, days = BOOKABLE_DAYS): string[] {
  const today = toLocal(now, timeZone).date;
  return Array.from({ length: days }, (_, index) => addDays(today, index + 1));
}

/** Every 30-minute start within a day's hours, as local times. */
function scheduledTimes(day: DaySchedule | undefined): string[] {
  if (!day?.enabled) return [];
  const times: string[] = [];
  for (let minutes = minutesOf(day.start); minutes < minutesOf(day.end); minutes += SLOT_STEP_MINUTES) {
    times.push(timeOf(minutes));
  }
  return times;
}

/**
 * The slots of the bookable dates, each with available, reason and conflicts. Slots come
 * out in time order, so one pass over the bookings sorted by start finds every conflict:
 * a booking joins the active list when a window reaches its start and leaves it once a
 * window starts after its end. Cost: slots + bookings + conflicts reported.
 */
export function computeSlots(
  property: EngineProperty,
  bookings: readonly ExistingBooking[],
  options: EngineOptions & { dates?: readonly string[] },
): DaySlots[] {
  const schedule = parseSchedule(property.customAvailability);
  if (!schedule) return [];
  const dates = options.dates ?? bookableDates(options.now, property.timezone);
  const sorted = liveBookingsByStart(bookings);
  const earliest = minimumStart(property, options.now);
  const buffer = property.bufferTimeMinutes ?? 0;
  let next = 0;
  let active: ExistingBooking[] = [];

  return dates.map((date) => {
    const slots: Slot[] = [];
    const times = scheduledTimes(dayRule(schedule, date, options.dateOverrides).day);
    const toInstant = times.length ? localDayConverter(date, property.timezone) : () => null;
    for (const time of times) {
      const startsAt = toInstant(time);
      if (!startsAt || +startsAt < earliest) continue;
      const endsAt = minutesAfter(startsAt, SHOWING_DURATION_MINUTES);
      const { from, to } = windowOf(startsAt, buffer);
      while (next < sorted.length && +sorted[next].startsAt < to) active.push(sorted[next++]);
      active = active.filter((booking) => +booking.endsAt > from);
      if (active.length) {
        const conflicts = active.map(({ startsAt: s, endsAt: e }) => ({ startsAt: s, endsAt: e }));
        slots.push({ time, startsAt, endsAt, available: false, reason: REASONS.conflict, conflicts });
        continue;
      }
      const reason = applyRules({ date, time, startsAt, endsAt }, options.extraRules);
      slots.push({ time, startsAt, endsAt, available: !reason, reason, conflicts: [] });
    }
    return { date, weekday: capitalize(weekdayOf(date)), slots };
  });
}
