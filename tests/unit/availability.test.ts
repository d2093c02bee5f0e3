import { describe, expect, it } from "vitest";
import type { BookingStatus, WeeklySchedule } from "@/db/schema";
import {
  bookableDates,
  checkSlot,
  computeSlots,
  type EngineProperty,
  type ExistingBooking,
} from "@/lib/availability/compute-slots";
import { REASONS } from "@/lib/availability/reasons";
import { fromLocal, toLocal } from "@/lib/time/zoned-time";

const LA = "America/Los_Angeles";
const day = (start = "09:00", end = "17:00", enabled = true) => ({ enabled, start, end });
const everyDay = (start = "09:00", end = "17:00"): WeeklySchedule => ({
  monday: day(start, end),
  tuesday: day(start, end),
  wednesday: day(start, end),
  thursday: day(start, end),
  friday: day(start, end),
  saturday: day(start, end),
  sunday: day(start, end),
});

const property = (overrides: Partial<EngineProperty> = {}): EngineProperty => ({
  customAvailability: everyDay(),
  bufferTimeMinutes: 0,
  timezone: LA,
  advanceNoticeHours: 24,
  ...overrides,
});

// Sunday 1 March 2026, 12:00 in Los Angeles (PST, UTC−8).
const now = new Date("2026-03-01T20:00:00Z");

const booking = (date: string, time: string, status: BookingStatus = "confirmed"): ExistingBooking => {
  const startsAt = fromLocal(date, time, LA)!;
  return { startsAt, endsAt: new Date(+startsAt + 30 * 60_000), status };
};

const slotsOn = (date: string, prop: EngineProperty, bookings: ExistingBooking[] = []) =>
  computeSlots(prop, bookings, { now, dates: [date] })[0].slots;

describe("[availability] checkSlot reasons", () => {
  it("refuses a missing property", () => {
    expect(checkSlot(null, [], "2026-03-05", "10:00", { now })).toEqual({
      available: false,
      reason: "Property data not available",
      conflicts: [],
    });
  });

  it("refuses a property without custom availability", () => {
    for (const customAvailability of [null, undefined, "", "not json", 42, { monday: "09-17" }]) {
      expect(checkSlot(property({ customAvailability }), [], "2026-03-05", "10:00", { now }).reason).toBe(
        "Property has not configured custom availability",
      );
    }
  });

  it("refuses a weekday missing from the schedule", () => {
    const withoutThursday: Partial<WeeklySchedule> = everyDay();
    delete withoutThursday.thursday;
    const result = checkSlot(property({ customAvailability: withoutThursday }), [], "2026-03-05", "10:00", { now });
    expect(result.reason).toBe("Schedule not available for this day");
  });

  it("refuses a disabled day", () => {
    const schedule = { ...everyDay(), thursday: day("09:00", "17:00", false) };
    const result = checkSlot(property({ customAvailability: schedule }), [], "2026-03-05", "10:00", { now });
    expect(result.reason).toBe("Showings are not available on this day");
  });

  it("refuses times before the start and at or after the end, naming the day", () => {
    const prop = property({ customAvailability: everyDay("10:00", "16:00") });
    const message = "Showings are only available between 10:00 AM and 4:00 PM on Thursday";
    expect(checkSlot(prop, [], "2026-03-05", "09:30", { now }).reason).toBe(message);
    expect(checkSlot(prop, [], "2026-03-05", "16:00", { now }).reason).toBe(message);
    expect(checkSlot(prop, [], "2026-03-05", "15:30", { now }).available).toBe(true);
  });

  it("refuses a slot overlapping a live booking and lists the conflict", () => {
    const taken = booking("2026-03-05", "10:00");
    const result = checkSlot(property(), [taken], "2026-03-05", "10:00", { now });
    expect(result).toEqual({
      available: false,
      reason: "Time slot conflicts with an existing showing",
      conflicts: [{ startsAt: taken.startsAt, endsAt: taken.endsAt }],
    });
  });

  it("ignores cancelled, expired and declined bookings but not holds awaiting payment", () => {
    for (const status of ["cancelled", "expired", "declined"] as const) {
      expect(checkSlot(property(), [booking("2026-03-05", "10:00", status)], "2026-03-05", "10:00", { now }).available).toBe(true);
    }
    for (const status of ["pending_payment", "pending", "confirmed"] as const) {
      expect(checkSlot(property(), [booking("2026-03-05", "10:00", status)], "2026-03-05", "10:00", { now }).reason).toBe(
        REASONS.conflict,
      );
    }
  });

  it("refuses a slot inside the advance-notice window", () => {
    expect(checkSlot(property(), [], "2026-03-02", "11:30", { now }).reason).toBe(
      "Showings must be booked at least 24 hours in advance",
    );
    expect(checkSlot(property(), [], "2026-03-02", "12:00", { now }).available).toBe(true);
    expect(checkSlot(property({ advanceNoticeHours: 48 }), [], "2026-03-03", "11:30", { now }).available).toBe(false);
  });

  it("refuses a date past the 15 bookable days, as the page never offers it", () => {
    expect(checkSlot(property(), [], "2026-03-16", "10:00", { now }).available).toBe(true);
    expect(checkSlot(property(), [], "2026-03-17", "10:00", { now }).reason).toBe("Showings are not available on this day");
    expect(checkSlot(property(), [], "2027-12-28", "10:00", { now }).reason).toBe("Showings are not available on this day");
  });

  it("refuses a local time skipped by the spring-forward change", () => {
    const prop = property({ customAvailability: everyDay("00:00", "04:00") });
    expect(checkSlot(prop, [], "2026-03-08", "02:30", { now }).reason).toBe(REASONS.invalidTime);
  });

  it("applies extra rules after the built-in ones", () => {
    const occupied = ({ time }: { time: string }) => (time < "12:00" ? "Tenant requires afternoon showings" : null);
    expect(checkSlot(property(), [], "2026-03-05", "10:00", { now, extraRules: [occupied] }).reason).toBe(
      "Tenant requires afternoon showings",
    );
    expect(checkSlot(property(), [], "2026-03-05", "13:00", { now, extraRules: [occupied] }).available).toBe(true);
  });
});

describe("[availability] computeSlots", () => {
  it("offers 15 property-local days starting tomorrow", () => {
    const dates = bookableDates(now, LA);
    expect(dates).toHaveLength(15);
    expect(dates[0]).toBe("2026-03-02");
    expect(dates[14]).toBe("2026-03-16");
    // 22:00 on 1 March in Los Angeles is already 2 March in UTC: tomorrow is still 2 March.
    expect(bookableDates(new Date("2026-03-02T06:00:00Z"), LA)[0]).toBe("2026-03-02");
    const days = computeSlots(property(), [], { now });
    expect(days.map((d) => d.date)).toEqual(dates);
    expect(days[3]).toMatchObject({ date: "2026-03-05", weekday: "Thursday" });
  });

  it("offers a slot every 30 minutes from the start to half an hour before the end", () => {
    const slots = slotsOn("2026-03-05", property());
    expect(slots.map((s) => s.time)).toEqual([
      "09:00", "09:30", "10:00", "10:30", "11:00", "11:30", "12:00", "12:30",
      "13:00", "13:30", "14:00", "14:30", "15:00", "15:30", "16:00", "16:30",
    ]);
    expect(slots.every((s) => s.available && s.reason === null && s.conflicts.length === 0)).toBe(true);
  });

  it("skips slots before now plus the advance notice", () => {
    expect(slotsOn("2026-03-02", property())[0].time).toBe("12:00");
    expect(slotsOn("2026-03-02", property({ advanceNoticeHours: 48 }))).toEqual([]);
  });

  it("offers nothing without custom availability and nothing on disabled days", () => {
    expect(computeSlots(property({ customAvailability: null }), [], { now })).toEqual([]);
    const schedule = { ...everyDay(), thursday: day("09:00", "17:00", false) };
    expect(slotsOn("2026-03-05", property({ customAvailability: schedule }))).toEqual([]);
  });

  it("reads a schedule given as JSON text exactly like the object", () => {
    const schedule = { ...everyDay("08:00", "12:00"), sunday: day("10:00", "11:00", false) };
    const bookings = [booking("2026-03-05", "09:00")];
    const fromObject = computeSlots(property({ customAvailability: schedule }), bookings, { now });
    const fromString = computeSlots(property({ customAvailability: JSON.stringify(schedule) }), bookings, { now });
    expect(fromString).toEqual(fromObject);
    expect(fromObject.flatMap((d) => d.slots).length).toBeGreaterThan(0);
    expect(checkSlot(property({ customAvailability: JSON.stringify(schedule) }), [], "2026-03-08", "10:00", { now }).reason).toBe(
      REASONS.dayDisabled,
    );
  });

  it.each([
    [0, ["10:00"]],
    [15, ["09:30", "10:00", "10:30"]],
    [30, ["09:30", "10:00", "10:30"]],
    [60, ["09:00", "09:30", "10:00", "10:30", "11:00"]],
  ])("keeps a %i-minute buffer around a 10:00 showing", (buffer, blocked) => {
    const prop = property({ bufferTimeMinutes: buffer });
    const slots = slotsOn("2026-03-05", prop, [booking("2026-03-05", "10:00")]);
    const refused = slots.filter((s) => !s.available);
    expect(refused.map((s) => s.time)).toEqual(blocked);
    expect(refused.every((s) => s.reason === REASONS.conflict && s.conflicts.length === 1)).toBe(true);
    for (const slot of slots) {
      expect(checkSlot(prop, [booking("2026-03-05", "10:00")], "2026-03-05", slot.time, { now }).available).toBe(slot.available);
    }
  });

  it("agrees with checkSlot on every slot for many random bookings", () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const statuses: BookingStatus[] = ["confirmed", "pending", "cancelled", "pending_payment", "expired"];
    const dates = bookableDates(now, LA);
    const bookings = Array.from({ length: 120 }, () => {
      const date = dates[Math.floor(random() * dates.length)];
      const minutes = 8 * 60 + Math.floor(random() * 20) * 30 + (random() < 0.3 ? 15 : 0);
      const time = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
      return booking(date, time, statuses[Math.floor(random() * statuses.length)]);
    });
    const prop = property({ bufferTimeMinutes: 15 });
    const days = computeSlots(prop, bookings, { now });
    let refused = 0;
    for (const { date, slots } of days) {
      for (const slot of slots) {
        const single = checkSlot(prop, bookings, date, slot.time, { now });
        expect(single.available).toBe(slot.available);
        expect(new Set(single.conflicts.map((c) => +c.startsAt))).toEqual(new Set(slot.conflicts.map((c) => +c.startsAt)));
        if (!slot.available) refused += 1;
      }
    }
    expect(refused).toBeGreaterThan(20);
  });
});

describe("[availability] daylight-saving days in Los Angeles", () => {
  it("maps 09:00 to 17:00Z in winter and 16:00Z once daylight time starts on 8 March", () => {
    expect(slotsOn("2026-03-07", property())[0].startsAt.toISOString()).toBe("2026-03-07T17:00:00.000Z");
    expect(slotsOn("2026-03-08", property())[0].startsAt.toISOString()).toBe("2026-03-08T16:00:00.000Z");
    expect(slotsOn("2026-03-08", property()).at(-1)!.startsAt.toISOString()).toBe("2026-03-08T23:30:00.000Z");
  });

  it("skips the hour that does not exist on the spring-forward night", () => {
    const slots = slotsOn("2026-03-08", property({ customAvailability: everyDay("00:00", "04:00") }));
    expect(slots.map((s) => s.time)).toEqual(["00:00", "00:30", "01:00", "01:30", "03:00", "03:30"]);
    expect(slots.map((s) => s.startsAt.toISOString())).toEqual([
      "2026-03-08T08:00:00.000Z",
      "2026-03-08T08:30:00.000Z",
      "2026-03-08T09:00:00.000Z",
      "2026-03-08T09:30:00.000Z",
      "2026-03-08T10:00:00.000Z",
      "2026-03-08T10:30:00.000Z",
    ]);
  });

  it("offers the repeated fall-back hour once, at its first occurrence, on 1 November", () => {
    const autumn = new Date("2026-10-25T19:00:00Z");
    const prop = property({ customAvailability: everyDay("00:00", "03:00") });
    const [nov1] = computeSlots(prop, [], { now: autumn, dates: ["2026-11-01"] });
    expect(nov1.slots.map((s) => `${s.time}=${s.startsAt.toISOString().slice(11, 16)}`)).toEqual([
      "00:00=07:00", "00:30=07:30", "01:00=08:00", "01:30=08:30", "02:00=10:00", "02:30=10:30",
    ]);
    const [nov2] = computeSlots(property(), [], { now: autumn, dates: ["2026-11-02"] });
    expect(nov2.slots[0].startsAt.toISOString()).toBe("2026-11-02T17:00:00.000Z");
  });

  it("sees a booking made in daylight time as conflicting with the same local slot", () => {
    const taken = booking("2026-03-09", "09:00");
    expect(toLocal(taken.startsAt, LA)).toEqual({ date: "2026-03-09", time: "09:00" });
    expect(slotsOn("2026-03-09", property(), [taken])[0].reason).toBe(REASONS.conflict);
    expect(slotsOn("2026-03-07", property(), [taken])[0].available).toBe(true);
  });
});
