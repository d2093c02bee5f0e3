import { describe, expect, it } from "vitest";
import { daysAfter, daysBefore, elapsedDays, formatDuration, formatTimeSaved, hoursAfter, hoursBefore, hoursBetween, minutesAfter } from "@/lib/time/durations";
import { shortWeekdayLabel, WEEKDAYS } from "@/lib/time/weekdays";
import {
  daysBetween,
  DEFAULT_TIME_ZONE,
  formatDayHeading,
  formatDayLabel,
  formatExportTime,
  formatLocalDate,
  formatLocalMediumDate,
  formatLocalTime,
  formatLongDate,
  formatRecordTime,
  formatShortDate,
  formatTimeLabel,
  formatZonedDateTime,
  formatZonedTime,
  fromLocal,
  localDayConverter,
  mondayOf,
  todayIn,
  toLocal,
  zoneAbbreviation,
  weekdayOf,
} from "@/lib/time/zoned-time";

const LA = "America/Los_Angeles";
const KIRITIMATI = "Pacific/Kiritimati"; // UTC+14, the zone farthest ahead of UTC
const TOKYO = "Asia/Tokyo";

describe("[time] property-zone dates", () => {
  it("today is the property's date, not the viewer's: one instant is two dates", () => {
    const instant = new Date("2026-06-10T16:00:00Z"); // 09:00 in Los Angeles, 01:00 the next day in Tokyo
    expect(todayIn(instant, LA)).toBe("2026-06-10");
    expect(todayIn(instant, TOKYO)).toBe("2026-06-11");
    expect(todayIn(new Date("2026-06-10T10:30:00Z"), KIRITIMATI)).toBe("2026-06-11");
    expect(todayIn(new Date("2026-06-10T09:59:00Z"), KIRITIMATI)).toBe("2026-06-10");
  });

  it("converts wall-clock times across the spring-forward change: the skipped hour does not exist", () => {
    // 2026-03-08: Los Angeles goes from 01:59 PST to 03:00 PDT.
    expect(fromLocal("2026-03-08", "01:30", LA)?.toISOString()).toBe("2026-03-08T09:30:00.000Z");
    expect(fromLocal("2026-03-08", "02:30", LA)).toBeNull();
    expect(fromLocal("2026-03-08", "03:00", LA)?.toISOString()).toBe("2026-03-08T10:00:00.000Z");
    const day = localDayConverter("2026-03-08", LA);
    expect(day("02:30")).toBeNull();
    expect(day("10:00")?.toISOString()).toBe("2026-03-08T17:00:00.000Z");
  });

  it("converts wall-clock times across the fall-back change: the repeated hour is its first (daylight) occurrence", () => {
    // 2026-11-01: 01:00–01:59 happens twice in Los Angeles.
    expect(fromLocal("2026-11-01", "01:30", LA)?.toISOString()).toBe("2026-11-01T08:30:00.000Z");
    expect(toLocal(new Date("2026-11-01T09:30:00Z"), LA)).toEqual({ date: "2026-11-01", time: "01:30" });
    expect(fromLocal("2026-11-01", "10:00", LA)?.toISOString()).toBe("2026-11-01T18:00:00.000Z");
  });

  it("handles a zone fourteen hours ahead of UTC, where local dates run a day ahead", () => {
    expect(fromLocal("2026-01-01", "00:00", KIRITIMATI)?.toISOString()).toBe("2025-12-31T10:00:00.000Z");
    expect(toLocal(new Date("2025-12-31T10:00:00Z"), KIRITIMATI)).toEqual({ date: "2026-01-01", time: "00:00" });
  });
});

describe("[time] formatting names the zone", () => {
  it("writes the zone's short name, which changes with daylight saving", () => {
    expect(formatZonedDateTime(new Date("2026-12-01T18:00:00Z"), LA)).toBe("Tue, Dec 1, 10:00 AM PST");
    expect(formatZonedTime(new Date("2026-07-01T17:00:00Z"), LA)).toBe("10:00 AM PDT");
    expect(zoneAbbreviation(new Date("2026-03-08T09:59:00Z"), LA)).toBe("PST");
    expect(zoneAbbreviation(new Date("2026-03-08T10:00:00Z"), LA)).toBe("PDT");
    expect(formatZonedTime(new Date("2026-07-01T01:00:00Z"), TOKYO)).toBe("10:00 AM GMT+9");
  });

  it("formats an instant as the date and time it is in the given zone, not the machine's", () => {
    const instant = new Date("2026-06-10T16:00:00Z"); // 09:00 on the 10th in Los Angeles, 01:00 on the 11th in Tokyo
    expect(formatLocalDate(instant, LA)).toBe("Wednesday, June 10, 2026");
    expect(formatLocalDate(instant, TOKYO)).toBe("Thursday, June 11, 2026");
    expect(formatLocalMediumDate(instant, TOKYO)).toBe("Jun 11, 2026");
    expect(formatLocalTime(instant, LA)).toBe("9:00 AM");
    expect(formatZonedDateTime(instant, DEFAULT_TIME_ZONE)).toBe("Wed, Jun 10, 9:00 AM PDT");
  });

  it("writes an export's and a filed record's times in the given zone, naming it", () => {
    const instant = new Date("2026-03-09T02:30:00Z");
    expect(formatExportTime(instant, "America/Los_Angeles")).toBe("2026-03-08 19:30 PDT");
    expect(formatExportTime(instant, "America/New_York")).toBe("2026-03-08 22:30 EDT");
    expect(formatExportTime(instant, "Asia/Tokyo")).toBe("2026-03-09 11:30 GMT+9");
    expect(formatRecordTime(instant, "America/Los_Angeles")).toBe(`Sunday, March 8, 2026, ${formatLocalTime(instant, "America/Los_Angeles")} PDT`);
  });

  it("formats a calendar date as that day, in every style", () => {
    expect(formatDayLabel("2026-12-04")).toBe("Friday, December 4");
    expect(formatDayHeading("2026-12-04")).toBe("Friday, Dec 4");
    expect(formatShortDate("2026-12-04")).toBe("Dec 4");
    expect(formatLongDate("2026-01-01")).toBe("January 1, 2026");
  });

  it("labels a wall-clock time on the twelve-hour clock", () => {
    expect(formatTimeLabel("00:00")).toBe("12:00 AM");
    expect(formatTimeLabel("09:05")).toBe("9:05 AM");
    expect(formatTimeLabel("12:30")).toBe("12:30 PM");
    expect(formatTimeLabel("13:30")).toBe("1:30 PM");
    expect(formatTimeLabel("23:30")).toBe("11:30 PM");
  });
});

describe("[time] durations between instants", () => {
  const start = new Date("2026-03-07T18:00:00Z");

  it("moves an instant by elapsed minutes, hours and days: a day across a daylight-saving change is still 24 hours", () => {
    expect(minutesAfter(start, 30).toISOString()).toBe("2026-03-07T18:30:00.000Z");
    expect(minutesAfter(start, -15).toISOString()).toBe("2026-03-07T17:45:00.000Z");
    expect(hoursAfter(start, 48).toISOString()).toBe("2026-03-09T18:00:00.000Z");
    expect(hoursBefore(start, 24).toISOString()).toBe("2026-03-06T18:00:00.000Z");
    expect(daysAfter(start, 1).toISOString()).toBe("2026-03-08T18:00:00.000Z");
    expect(toLocal(daysAfter(start, 1), LA).time).toBe("11:00"); // 10:00 PST became 11:00 PDT
    expect(daysBefore(start, 7).toISOString()).toBe("2026-02-28T18:00:00.000Z");
  });

  it("measures hours and days between instants, with fractions and a sign", () => {
    expect(hoursBetween(start, new Date("2026-03-08T19:30:00Z"))).toBe(25.5);
    expect(hoursBetween(new Date("2026-03-08T19:30:00Z"), start)).toBe(-25.5);
    expect(elapsedDays(start, new Date("2026-03-10T06:00:00Z"))).toBe(2.5);
  });

  it("writes a duration in minutes under an hour, else in hours", () => {
    expect(formatDuration(1)).toBe("1 minute");
    expect(formatDuration(45)).toBe("45 minutes");
    expect(formatDuration(60)).toBe("1 hour");
    expect(formatDuration(90)).toBe("1.5 hours");
    expect(formatDuration(720)).toBe("12 hours");
  });

  it("counts time saved as one showing's length per booked showing", () => {
    expect(formatTimeSaved(0)).toBe("0 minutes");
    expect(formatTimeSaved(1)).toBe("30 minutes");
    expect(formatTimeSaved(2)).toBe("1 hour");
    expect(formatTimeSaved(3)).toBe("1.5 hours");
    expect(formatTimeSaved(8)).toBe("4 hours");
  });
});

describe("[time] weeks and durations in days", () => {
  it("names the weekday of a date from the one list, Monday first", () => {
    const week = Array.from({ length: 7 }, (_, index) => weekdayOf(`2026-11-${String(23 + index).padStart(2, "0")}`));
    expect(week).toEqual([...WEEKDAYS]);
    expect(weekdayOf("2026-11-28")).toBe("saturday");
    expect(weekdayOf("2027-01-03")).toBe("sunday");
    expect(WEEKDAYS.map(shortWeekdayLabel)).toEqual(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]);
  });

  it("starts weeks on Monday, a Sunday belonging to the week before", () => {
    expect(mondayOf("2026-03-04")).toBe("2026-03-02");
    expect(mondayOf("2026-03-08")).toBe("2026-03-02");
    expect(mondayOf("2026-03-09")).toBe("2026-03-09");
    expect(mondayOf("2027-01-01")).toBe("2026-12-28");
  });

  it("counts whole calendar days across daylight-saving changes, whose days are 23 and 25 hours", () => {
    expect(daysBetween("2026-03-07", "2026-03-09")).toBe(2);
    expect(daysBetween("2026-10-31", "2026-11-02")).toBe(2);
    expect(daysBetween("2026-03-09", "2026-03-07")).toBe(-2);
  });
});
