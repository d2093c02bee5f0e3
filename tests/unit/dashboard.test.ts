import { describe, expect, it } from "vitest";
import { leadBand, leadScore } from "@/lib/contacts/lead-score";
import { renterContactSchema, truncateShowings } from "@/lib/contacts/schemas";
import { buildIcsCalendar } from "@/lib/dashboard/calendar-export";
import { calendarQuerySchema, completedQueryFromSearchParams } from "@/lib/dashboard/schemas";
import { calendarWeeks, calendarWindowFor, completedRangeStart, defaultCalendarWindow, upcomingWindow } from "@/lib/dashboard/windows";
import { isIsoDate } from "@/lib/time/iso-date";
import { mondayOf } from "@/lib/time/zoned-time";
import { prospectSchema } from "@/lib/prospects/schemas";
import { residentSchema } from "@/lib/residents/schemas";
import { averagePerProperty, conversionRate, estimatedRevenue } from "@/lib/stats/figures";

describe("[dashboard] date windows", () => {
  it("starts the calendar on the Monday of today's week and spans 28 days", () => {
    expect(mondayOf("2026-03-04")).toBe("2026-03-02"); // Wednesday
    expect(mondayOf("2026-03-02")).toBe("2026-03-02");
    expect(mondayOf("2026-03-08")).toBe("2026-03-02"); // Sunday belongs to the week before
    expect(defaultCalendarWindow("2026-03-08")).toEqual({ startDate: "2026-03-02", endDate: "2026-03-29" });
    expect(calendarWeeks({ startDate: "2026-03-02", endDate: "2026-03-29" }).map((week) => week[0])).toEqual([
      "2026-03-02",
      "2026-03-09",
      "2026-03-16",
      "2026-03-23",
    ]);
  });

  it("fills a missing end or start with 28 days", () => {
    expect(calendarWindowFor({ startDate: "2026-02-23" })).toEqual({ startDate: "2026-02-23", endDate: "2026-03-22" });
    expect(calendarWindowFor({ endDate: "2026-03-22" })).toEqual({ startDate: "2026-02-23", endDate: "2026-03-22" });
  });

  it("reaches 14 days ahead for upcoming showings and back by the completed range", () => {
    const now = new Date("2026-03-04T18:00:00Z");
    expect(upcomingWindow(now)).toEqual({ from: now, to: new Date("2026-03-18T18:00:00Z") });
    expect(completedRangeStart("7", "2026-03-04")).toBe("2026-02-25");
    expect(completedRangeStart("365", "2026-03-04")).toBe("2025-03-04");
    expect(completedRangeStart("all", "2026-03-04")).toBeNull();
  });

  it("accepts only real YYYY-MM-DD dates, with a clear message", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2026-02-30")).toBe(false);
    expect(isIsoDate("03/04/2026")).toBe(false);
    const bad = calendarQuerySchema.safeParse({ startDate: "2026-13-01" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].message).toBe("startDate must be a valid date in YYYY-MM-DD format");
    expect(calendarQuerySchema.safeParse({ startDate: "2026-03-10", endDate: "2026-03-01" }).error?.issues[0].message).toBe(
      "endDate must not be before startDate",
    );
  });

  it("reads completed-showing filters from the URL, dropping only malformed values", () => {
    expect(completedQueryFromSearchParams({})).toMatchObject({ range: "30", sort: "date", dir: "desc", limit: 50, offset: 0 });
    expect(completedQueryFromSearchParams({ range: "90", status: "no_show", property: "Oak", offset: "50" })).toMatchObject({
      range: "90",
      status: "no_show",
      property: "Oak",
      offset: 50,
    });
    expect(completedQueryFromSearchParams({ range: "12", from: "nope", owner: "Park" })).toMatchObject({ range: "30", owner: "Park" });
  });
});

describe("[contacts] renter lead score", () => {
  const now = new Date("2026-03-04T12:00:00Z");
  const daysAgo = (days: number) => new Date(+now - days * 86_400_000);

  it("puts 75 and above in high, 50–74 in medium, below 50 in low", () => {
    expect([100, 75, 74, 50, 49, 0].map(leadBand)).toEqual(["high", "high", "medium", "medium", "low", "low"]);
  });

  it("adds up bookings, recency, attended showings, budget and move-in date", () => {
    const full = leadScore({ bookingsCount: 5, completedShowings: 3, lastContact: daysAgo(2), hasBudget: true, hasMoveInDate: true }, now);
    expect(full).toMatchObject({ score: 100, band: "high" });
    expect(full.factors.map((factor) => factor.points)).toEqual([30, 25, 20, 15, 10]);

    const medium = leadScore({ bookingsCount: 2, completedShowings: 1, lastContact: daysAgo(20), hasBudget: true, hasMoveInDate: false }, now);
    expect(medium).toMatchObject({ score: 60, band: "medium" }); // 20 + 15 + 10 + 15

    const cold = leadScore({ bookingsCount: 1, completedShowings: 0, lastContact: daysAgo(200), hasBudget: false, hasMoveInDate: false }, now);
    expect(cold).toMatchObject({ score: 10, band: "low" });
    expect(leadScore({ bookingsCount: 0, completedShowings: 0, lastContact: null, hasBudget: false, hasMoveInDate: false }, now).score).toBe(0);
  });

  it("cuts a buyer's showings text at 50 characters", () => {
    expect(truncateShowings("short")).toBe("short");
    const cut = truncateShowings("1420 Oak Street, San Francisco, CA 94117; 350 Lakeside Drive");
    expect(cut).toHaveLength(50);
    expect(cut.endsWith("…")).toBe(true);
  });
});

describe("[stats] figures", () => {
  it("computes conversion to one decimal, revenue at 75 per booking and the average per property", () => {
    expect(conversionRate(4, 50)).toBe(8);
    expect(conversionRate(1, 3)).toBe(33.3);
    expect(conversionRate(5, 0)).toBe(0);
    expect(estimatedRevenue(4)).toBe(300);
    expect(averagePerProperty(4, 3)).toBe(1.3);
    expect(averagePerProperty(4, 0)).toBe(0);
  });
});

describe("[calendar] export of all showings", () => {
  it("writes one calendar with a 30-minute event and 15-minute reminder per showing", () => {
    const ics = buildIcsCalendar([
      { confirmationNumber: "SB-AAA", startsAt: new Date("2026-03-04T18:00:00Z"), address: "1420 Oak Street", timeZone: "America/Los_Angeles", status: "confirmed" },
      { confirmationNumber: "SB-BBB", startsAt: new Date("2026-03-05T17:30:00Z"), address: "350 Lakeside Drive", timeZone: "America/Los_Angeles", status: "pending" },
    ]);
    expect(ics.match(/BEGIN:VCALENDAR/g)).toHaveLength(1);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain("UID:SB-AAA@showbook");
    expect(ics).toContain("UID:SB-BBB@showbook");
    expect(ics).toContain("DTSTART:20260305T173000Z");
    expect(ics.match(/DURATION:PT30M/g)).toHaveLength(2);
    expect(ics.match(/TRIGGER:-PT15M/g)).toHaveLength(2);
    expect(ics.trimEnd().endsWith("END:VCALENDAR")).toBe(true);
    expect(() => buildIcsCalendar([])).toThrow("No showings to export");
  });
});

describe("[contacts] date fields", () => {
  it("refuse an impossible date with a message instead of leaving it to fail in PostgreSQL", () => {
    const renter = renterContactSchema.safeParse({ firstName: "Ren", lastName: "Ter", moveInDate: "2026-13-45" });
    expect(renter.success ? [] : renter.error.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["moveInDate", "Enter a date"]]);
    expect(prospectSchema.safeParse({ firstName: "Pro", prospectType: "buyer", bookingDate: "2026-02-30" }).success).toBe(false);
    expect(residentSchema.safeParse({ firstName: "Res", lastName: "Ident", leaseStartDate: "2026-02-30" }).success).toBe(false);
    expect(renterContactSchema.parse({ firstName: "Ren", lastName: "Ter", moveInDate: "2028-02-29" }).moveInDate).toBe("2028-02-29");
  });
});
