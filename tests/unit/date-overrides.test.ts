import { describe, expect, it } from "vitest";
import type { WeeklySchedule } from "@/db/schema";
import { checkSlot, computeSlots, type EngineProperty } from "@/lib/availability/compute-slots";
import { overrideOn, type DateOverride } from "@/lib/availability/date-overrides";

const weekdaysOnly: WeeklySchedule = {
  monday: { enabled: true, start: "09:00", end: "12:00" },
  tuesday: { enabled: true, start: "09:00", end: "12:00" },
  wednesday: { enabled: true, start: "09:00", end: "12:00" },
  thursday: { enabled: true, start: "09:00", end: "12:00" },
  friday: { enabled: true, start: "09:00", end: "12:00" },
  saturday: { enabled: false, start: "09:00", end: "12:00" },
  sunday: { enabled: false, start: "09:00", end: "12:00" },
};
const property: EngineProperty = { customAvailability: weekdaysOnly, bufferTimeMinutes: 0, timezone: "America/Los_Angeles", advanceNoticeHours: 24 };
// Sunday 1 March 2026, noon in Los Angeles.
const now = new Date("2026-03-01T20:00:00Z");

const blocked = (startDate: string, endDate = startDate): DateOverride => ({ startDate, endDate, kind: "blocked", startTime: null, endTime: null });
const hours = (date: string, startTime: string, endTime: string): DateOverride => ({ startDate: date, endDate: date, kind: "hours", startTime, endTime });

const timesOn = (date: string, dateOverrides: DateOverride[]) =>
  computeSlots(property, [], { now, dates: [date], dateOverrides })[0].slots.map((slot) => slot.time);

describe("[availability] blocked dates and special hours", () => {
  it("offers no slot on any date of a blocked range and keeps the dates around it", () => {
    const overrides = [blocked("2026-03-03", "2026-03-05")];
    for (const date of ["2026-03-03", "2026-03-04", "2026-03-05"]) expect(timesOn(date, overrides)).toEqual([]);
    expect(timesOn("2026-03-09", overrides)).toHaveLength(6);
    expect(timesOn("2026-03-06", overrides)).toHaveLength(6);
  });

  it("refuses a blocked date with a reason naming the date", () => {
    const check = checkSlot(property, [], "2026-03-04", "10:00", { now, dateOverrides: [blocked("2026-03-04")] });
    expect(check).toMatchObject({ available: false });
    expect(check.reason).toBe("The agent is not offering showings on Wednesday, March 4, 2026. Please choose another date.");
  });

  it("replaces the weekday's hours with a date's special hours, even on a day the week leaves off", () => {
    expect(timesOn("2026-03-04", [hours("2026-03-04", "14:00", "15:30")])).toEqual(["14:00", "14:30", "15:00"]);
    expect(timesOn("2026-03-07", [hours("2026-03-07", "10:00", "11:00")])).toEqual(["10:00", "10:30"]);
    const options = { now, dateOverrides: [hours("2026-03-04", "14:00", "15:30")] };
    expect(checkSlot(property, [], "2026-03-04", "14:30", options).available).toBe(true);
    expect(checkSlot(property, [], "2026-03-04", "10:00", options).reason).toBe(
      "Showings are only available between 2:00 PM and 3:30 PM on Wednesday, March 4, 2026",
    );
  });

  it("lets a block win over special hours on the same date", () => {
    const overrides = [hours("2026-03-04", "14:00", "15:30"), blocked("2026-03-02", "2026-03-06")];
    expect(overrideOn(overrides, "2026-03-04")?.kind).toBe("blocked");
    expect(timesOn("2026-03-04", overrides)).toEqual([]);
    expect(overrideOn(overrides, "2026-03-09")).toBeNull();
  });
});
