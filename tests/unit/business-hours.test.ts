import { describe, expect, it } from "vitest";
import { BUSINESS_HOURS_TEXT, offerableDay, offerableHours, standingConsentText } from "@/lib/compliance/business-hours";
import { OUTSIDE_BUSINESS_HOURS_REASON } from "@/lib/compliance/rules";
import { defaultSchedule } from "@/lib/availability/weekly-schedule";

describe("offerable hours of an occupied unit", () => {
  it("states the business hours from BUSINESS_HOURS and the weekday list, in the page's words and the refusal's", () => {
    expect(BUSINESS_HOURS_TEXT).toBe("Monday to Friday 8:00 AM – 6:00 PM");
    expect(OUTSIDE_BUSINESS_HOURS_REASON).toBe("Occupied units can only be shown Monday to Friday between 8:00 AM and 6:00 PM, except on public holidays");
  });

  it("offers nothing of a weekend day without standing consent", () => {
    expect(offerableDay("saturday", { start: "09:00", end: "17:00" }, false)).toEqual({
      weekday: "saturday",
      configured: { start: "09:00", end: "17:00" },
      offered: [],
      withheld: [{ start: "09:00", end: "17:00" }],
    });
  });

  it("withholds evening hours after 6 PM", () => {
    const day = offerableDay("tuesday", { start: "18:00", end: "21:00" }, false);
    expect(day.offered).toEqual([]);
    expect(day.withheld).toEqual([{ start: "18:00", end: "21:00" }]);
  });

  it("splits hours that overlap business hours on both sides", () => {
    const day = offerableDay("monday", { start: "07:00", end: "20:00" }, false);
    expect(day.offered).toEqual([{ start: "08:00", end: "18:00" }]);
    expect(day.withheld).toEqual([
      { start: "07:00", end: "08:00" },
      { start: "18:00", end: "20:00" },
    ]);
  });

  it("offers weekday hours inside business hours whole", () => {
    const day = offerableDay("friday", { start: "09:00", end: "17:00" }, false);
    expect(day.offered).toEqual([{ start: "09:00", end: "17:00" }]);
    expect(day.withheld).toEqual([]);
  });

  it("offers every configured hour with the tenant's standing consent", () => {
    expect(offerableDay("sunday", { start: "09:00", end: "17:00" }, true).offered).toEqual([{ start: "09:00", end: "17:00" }]);
    expect(offerableDay("monday", { start: "07:00", end: "20:00" }, true).withheld).toEqual([]);
  });

  it("lists a schedule's days Monday first, with days off as unconfigured", () => {
    const schedule = { ...defaultSchedule(), wednesday: { enabled: false, start: "09:00", end: "17:00" } };
    const days = offerableHours(schedule, false);
    expect(days.map((day) => day.weekday)).toEqual(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]);
    expect(days[2]).toEqual({ weekday: "wednesday", configured: null, offered: [], withheld: [] });
    expect(days[5].withheld).toEqual([{ start: "09:00", end: "17:00" }]);
    expect(offerableHours(schedule, true)[5].offered).toEqual([{ start: "09:00", end: "17:00" }]);
  });

  it("states the standing consent with the day it was given", () => {
    expect(standingConsentText(new Date("2025-02-01T00:00:00Z"))).toBe(
      "Tenant agreed in writing on February 1, 2025 to showings outside business hours",
    );
    expect(standingConsentText("2025-02-01T00:00:00.000Z")).toContain("February 1, 2025");
  });
});
