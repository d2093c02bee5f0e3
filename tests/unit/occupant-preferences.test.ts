import { describe, expect, it } from "vitest";
import { computeSlots, type SlotCandidate } from "@/lib/availability/compute-slots";
import { applyToAllDays } from "@/lib/availability/weekly-schedule";
import { isUnsuitable, unsuitableTimeText, unsuitableTimesRule, UNSUITABLE_TIME_REASON, weekdaysText, type UnsuitableTime } from "@/lib/availability/unsuitable-times";
import { unsuitableTimeSchema } from "@/lib/occupant-preferences/schemas";
import { fromLocal, weekdayOf } from "@/lib/time/zoned-time";
import { minutesAfter } from "@/lib/time/durations";

const WEEKDAY_MORNINGS: UnsuitableTime = { weekdays: ["monday", "tuesday", "wednesday", "thursday", "friday"], startTime: "08:00", endTime: "12:00" };

/** A half-hour showing at a wall-clock date and time of a zone. */
function slot(date: string, time: string, timeZone: string): SlotCandidate {
  const startsAt = fromLocal(date, time, timeZone);
  if (!startsAt) throw new Error(`${date} ${time} does not exist in ${timeZone}`);
  return { date, time, startsAt, endsAt: minutesAfter(startsAt, 30) };
}

describe("[occupant preferences] a time that never suits", () => {
  it("refuses a weekday morning and offers the afternoon and the weekend (dates picked by weekday)", () => {
    expect(weekdayOf("2026-12-07")).toBe("monday");
    expect(weekdayOf("2026-12-12")).toBe("saturday");
    const zone = "America/Los_Angeles";
    expect(isUnsuitable(WEEKDAY_MORNINGS, slot("2026-12-07", "08:00", zone), zone)).toBe(true);
    expect(isUnsuitable(WEEKDAY_MORNINGS, slot("2026-12-07", "11:30", zone), zone)).toBe(true);
    expect(isUnsuitable(WEEKDAY_MORNINGS, slot("2026-12-07", "12:00", zone), zone)).toBe(false);
    expect(isUnsuitable(WEEKDAY_MORNINGS, slot("2026-12-07", "07:30", zone), zone)).toBe(false);
    expect(isUnsuitable(WEEKDAY_MORNINGS, slot("2026-12-12", "09:00", zone), zone)).toBe(false);
  });

  it("refuses a showing that only partly overlaps the range", () => {
    const zone = "America/New_York";
    const rule: UnsuitableTime = { weekdays: ["monday"], startTime: "08:15", endTime: "09:00" };
    expect(isUnsuitable(rule, slot("2026-12-07", "07:50", zone), zone)).toBe(true);
    expect(isUnsuitable(rule, slot("2026-12-07", "07:45", zone), zone)).toBe(false);
  });

  it("reads the property's wall clock, not UTC: the same instant is a morning in one zone and not in another", () => {
    // 2026-12-07 17:00 UTC is 9:00 AM Monday in Los Angeles and 6:00 PM Monday in Paris.
    const instant = new Date("2026-12-07T17:00:00Z");
    const asSlot = (timeZone: string, time: string): SlotCandidate => ({ date: "2026-12-07", time, startsAt: instant, endsAt: minutesAfter(instant, 30) });
    expect(isUnsuitable(WEEKDAY_MORNINGS, asSlot("America/Los_Angeles", "09:00"), "America/Los_Angeles")).toBe(true);
    expect(isUnsuitable(WEEKDAY_MORNINGS, asSlot("Europe/Paris", "18:00"), "Europe/Paris")).toBe(false);
    // Auckland is a day ahead: Tuesday 6:00 AM there, outside 8–12.
    const auckland = "Pacific/Auckland";
    expect(isUnsuitable(WEEKDAY_MORNINGS, slot("2026-12-08", "08:30", auckland), auckland)).toBe(true);
    expect(isUnsuitable(WEEKDAY_MORNINGS, slot("2026-12-08", "06:00", auckland), auckland)).toBe(false);
  });

  it("keeps to the wall clock across the spring-forward and fall-back changes", () => {
    const zone = "America/Los_Angeles";
    const sundayMornings: UnsuitableTime = { weekdays: ["sunday"], startTime: "01:00", endTime: "04:00" };
    // 2026-03-08 (a Sunday): clocks jump from 2:00 to 3:00. 3:00 AM daylight time is in the range.
    expect(weekdayOf("2026-03-08")).toBe("sunday");
    expect(isUnsuitable(sundayMornings, slot("2026-03-08", "03:00", zone), zone)).toBe(true);
    expect(isUnsuitable(sundayMornings, slot("2026-03-08", "04:00", zone), zone)).toBe(false);
    // 1:30 to 2:00 standard time becomes 1:30 to 3:00 on the wall clock: overlaps 1:00–4:00.
    expect(isUnsuitable(sundayMornings, slot("2026-03-08", "01:30", zone), zone)).toBe(true);
    // 2026-11-01 (a Sunday): clocks fall back from 2:00 to 1:00; both 1:30s are in the range.
    expect(weekdayOf("2026-11-01")).toBe("sunday");
    const first = slot("2026-11-01", "01:30", zone);
    const second: SlotCandidate = { ...first, startsAt: minutesAfter(first.startsAt, 60), endsAt: minutesAfter(first.endsAt, 60) };
    expect(isUnsuitable(sundayMornings, first, zone)).toBe(true);
    expect(isUnsuitable(sundayMornings, second, zone)).toBe(true);
    // A rule on the UTC clock would be off by an hour after the change: 4:00 AM standard time is outside.
    expect(isUnsuitable(sundayMornings, slot("2026-11-01", "04:00", zone), zone)).toBe(false);
    expect(isUnsuitable(sundayMornings, slot("2026-11-01", "03:30", zone), zone)).toBe(true);
  });

  it("reads a showing running past midnight as ending at 24:00 of its day", () => {
    const zone = "Europe/London";
    const lateMonday: UnsuitableTime = { weekdays: ["monday"], startTime: "23:30", endTime: "23:59" };
    expect(isUnsuitable(lateMonday, slot("2026-12-07", "23:45", zone), zone)).toBe(true);
  });

  it("as an engine rule, takes the rule's slots off the days computed and names the reason", () => {
    const zone = "America/Los_Angeles";
    const property = { customAvailability: applyToAllDays({ enabled: true, start: "07:00", end: "14:00" }), bufferTimeMinutes: 0, timezone: zone, advanceNoticeHours: 24 };
    const days = computeSlots(property, [], { now: new Date("2026-12-01T12:00:00Z"), extraRules: [unsuitableTimesRule([WEEKDAY_MORNINGS], zone)] });
    const monday = days.find((day) => day.date === "2026-12-07")!;
    const saturday = days.find((day) => day.date === "2026-12-12")!;
    const offered = (day: typeof monday) => day.slots.filter((s) => s.available).map((s) => s.time);
    expect(offered(monday)).toEqual(["07:00", "07:30", "12:00", "12:30", "13:00", "13:30"]);
    expect(monday.slots.find((s) => s.time === "09:00")?.reason).toBe(UNSUITABLE_TIME_REASON);
    expect(offered(saturday)).toContain("09:00");
  });
});

describe("[occupant preferences] input and words", () => {
  it("accepts days in any order and keeps them in week order", () => {
    const parsed = unsuitableTimeSchema.parse({ weekdays: ["friday", "monday", "monday"], startTime: "08:00", endTime: "12:00" });
    expect(parsed.weekdays).toEqual(["monday", "friday"]);
  });

  it("refuses no day, an unknown day, times off the half hour and an end before the start, with clear messages", () => {
    const issue = (input: unknown) => unsuitableTimeSchema.safeParse(input).error?.issues[0]?.message;
    expect(issue({ weekdays: [], startTime: "08:00", endTime: "12:00" })).toBe("Choose at least one day");
    expect(issue({ weekdays: ["funday"], startTime: "08:00", endTime: "12:00" })).toBe("Choose days of the week");
    expect(issue({ weekdays: ["monday"], startTime: "08:10", endTime: "12:00" })).toBe("Choose a start time");
    expect(issue({ weekdays: ["monday"], startTime: "12:00", endTime: "08:00" })).toBe("The end time must be after the start time");
    expect(issue({ weekdays: ["monday"], startTime: "12:00", endTime: "12:00" })).toBe("The end time must be after the start time");
  });

  it("names the days and times plainly", () => {
    expect(unsuitableTimeText(WEEKDAY_MORNINGS)).toBe("Monday to Friday, 8:00 AM – 12:00 PM");
    expect(weekdaysText(["saturday", "sunday"])).toBe("Saturday and Sunday");
    expect(weekdaysText(["wednesday", "monday"])).toBe("Monday, Wednesday");
  });
});
