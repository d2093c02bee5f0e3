import { describe, expect, it } from "vitest";
import {
  daysBetween,
  formatZonedDateTime,
  formatZonedTime,
  fromLocal,
  localDayConverter,
  mondayOf,
  todayIn,
  toLocal,
  zoneAbbreviation,
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
});

describe("[time] weeks and durations in days", () => {
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
