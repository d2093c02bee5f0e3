import { describe, expect, it } from "vitest";
import { archivedDescription, cancelShowingDescription, composeFullAddress, deleteWarning, isValidZip, normalizePhone, unitLine } from "@/lib/properties/format";
import {
  SCHEDULE_PRESETS,
  TIME_OPTIONS,
  applyToAllDays,
  defaultSchedule,
  describeSchedule,
} from "@/lib/availability/weekly-schedule";
import { createPropertySchema, weeklyScheduleSchema } from "@/lib/properties/schemas";
import { WEEKDAYS } from "@/lib/time/weekdays";
import { generatePropertySlug } from "@/lib/properties/slug";
import { US_STATES, timezoneForState } from "@/lib/properties/states";

const preset = (id: string) => SCHEDULE_PRESETS.find((candidate) => candidate.id === id)!.schedule();

describe("[properties] schedule", () => {
  it("offers 48 half-hour times from 00:00 to 23:30", () => {
    expect(TIME_OPTIONS).toHaveLength(48);
    expect(TIME_OPTIONS.slice(0, 3)).toEqual(["00:00", "00:30", "01:00"]);
    expect(TIME_OPTIONS.at(-1)).toBe("23:30");
  });

  it("defaults to 09:00–17:00 on all seven days", () => {
    for (const day of WEEKDAYS) expect(defaultSchedule()[day]).toEqual({ enabled: true, start: "09:00", end: "17:00" });
  });

  it("Business Hours: Monday to Friday 09:00–17:00, weekend off", () => {
    const schedule = preset("business");
    expect(schedule.friday).toEqual({ enabled: true, start: "09:00", end: "17:00" });
    expect(schedule.saturday.enabled).toBe(false);
    expect(schedule.sunday.enabled).toBe(false);
  });

  it("Extended Hours: weekdays 08:00–20:00, weekend 09:00–17:00 on", () => {
    const schedule = preset("extended");
    expect(schedule.monday).toEqual({ enabled: true, start: "08:00", end: "20:00" });
    expect(schedule.sunday).toEqual({ enabled: true, start: "09:00", end: "17:00" });
  });

  it("Weekend Only: Saturday and Sunday 09:00–17:00, weekdays off", () => {
    const schedule = preset("weekend");
    expect(WEEKDAYS.filter((day) => schedule[day].enabled)).toEqual(["saturday", "sunday"]);
    expect(schedule.saturday).toMatchObject({ start: "09:00", end: "17:00" });
  });

  it("applies one day's hours to every day", () => {
    const schedule = applyToAllDays({ enabled: true, start: "10:30", end: "12:00" });
    expect(new Set(WEEKDAYS.map((day) => JSON.stringify(schedule[day])))).toEqual(
      new Set([JSON.stringify({ enabled: true, start: "10:30", end: "12:00" })]),
    );
  });

  it("refuses an enabled day whose end is not after its start, but ignores a disabled one", () => {
    const bad = { ...defaultSchedule(), tuesday: { enabled: true, start: "12:00", end: "12:00" } };
    const result = weeklyScheduleSchema.safeParse(bad);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["tuesday", "end"], message: "End time must be after start time" });
    expect(weeklyScheduleSchema.safeParse({ ...bad, tuesday: { ...bad.tuesday, enabled: false } }).success).toBe(true);
  });

  it("refuses times that are not on the half hour", () => {
    expect(weeklyScheduleSchema.safeParse({ ...defaultSchedule(), monday: { enabled: true, start: "09:15", end: "17:00" } }).success).toBe(false);
  });

  it("describes runs of equal days", () => {
    expect(describeSchedule(preset("business"))).toEqual(["Monday–Friday 9:00 AM – 5:00 PM"]);
    expect(describeSchedule(preset("extended"))).toEqual(["Monday–Friday 8:00 AM – 8:00 PM", "Saturday–Sunday 9:00 AM – 5:00 PM"]);
    expect(describeSchedule(applyToAllDays({ enabled: false, start: "09:00", end: "17:00" }))).toEqual(["No showing hours"]);
  });
});

describe("[properties] slug", () => {
  it("is 32 random alphanumerics followed by the base-36 timestamp", () => {
    const now = 1_760_000_000_000;
    const slug = generatePropertySlug(now);
    expect(slug.slice(0, 32)).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(slug.slice(32)).toBe(now.toString(36));
  });

  it("differs between two properties created in the same millisecond", () => {
    expect(generatePropertySlug(1)).not.toBe(generatePropertySlug(1));
  });
});

describe("[properties] formatting rules", () => {
  it("normalises phone numbers to digits with +1 for ten digits", () => {
    expect(normalizePhone("(415) 555-0134")).toBe("+14155550134");
    expect(normalizePhone("1-415-555-0134")).toBe("+14155550134");
    expect(normalizePhone("+44 20 7946 0958")).toBe("442079460958");
    expect(normalizePhone("")).toBe("");
  });

  it("accepts five-digit ZIPs optionally followed by -four", () => {
    expect(isValidZip("94612")).toBe(true);
    expect(isValidZip("94612-1234")).toBe(true);
    for (const zip of ["9461", "946120", "94612-12", "94612 1234", "abcde"]) expect(isValidZip(zip)).toBe(false);
    expect(createPropertySchema.safeParse({ addressLine1: "1 A St", city: "X", zipCode: "123", customAvailability: defaultSchedule() }).success).toBe(false);
    expect(createPropertySchema.safeParse({ addressLine1: "1 A St", city: "X", zipCode: "", customAvailability: defaultSchedule() }).success).toBe(true);
  });


  it("composes the full address with an optional unit", () => {
    const parts = { addressLine1: "12 Oak Ave", unitNumber: "", city: "Fresno", state: "CA", zipCode: "93701" };
    expect(composeFullAddress(parts)).toBe("12 Oak Ave, Fresno, CA 93701");
    expect(composeFullAddress({ ...parts, unitNumber: "4B", zipCode: "" })).toBe("12 Oak Ave, Unit 4B, Fresno, CA");
  });

  it("prints a unit typed with its designator once: never \"Unit Apt 2\"", () => {
    const parts = { addressLine1: "12 Oak Ave", unitNumber: "", city: "Fresno", state: "CA", zipCode: "93701" };
    const printed = (unitNumber: string) => composeFullAddress({ ...parts, unitNumber });
    for (const unit of ["Apt 2", "apt. 2", "Apartment 2", "Unit 4B", "Suite 300", "Ste 300", "#4", "# 4", "No. 4", "Rear", "2nd Floor", "Bldg C", "PH 1"]) {
      expect(printed(unit), unit).toBe(`12 Oak Ave, ${unit}, Fresno, CA 93701`);
    }
    for (const [unit, line] of [["4B", "Unit 4B"], ["2", "Unit 2"], ["A", "Unit A"], [" 7 ", "Unit 7"], ["Aptos", "Unit Aptos"]]) {
      expect(unitLine(unit), unit).toBe(line);
    }
  });
});

describe("[properties] state time zones", () => {
  it("covers the 50 states and DC with valid IANA zones", () => {
    expect(US_STATES).toHaveLength(51);
    for (const state of US_STATES) expect(() => new Intl.DateTimeFormat("en-US", { timeZone: state.timezone })).not.toThrow();
  });

  it("maps states to their zones", () => {
    expect(timezoneForState("CA")).toBe("America/Los_Angeles");
    expect(timezoneForState("NY")).toBe("America/New_York");
    expect(timezoneForState("TX")).toBe("America/Chicago");
    expect(timezoneForState("AZ")).toBe("America/Phoenix");
    expect(timezoneForState("HI")).toBe("Pacific/Honolulu");
    expect(() => timezoneForState("ZZ")).toThrow();
  });
});

describe("[properties] delete warning", () => {
  it("says a property without bookings is deleted for good", () => {
    expect(deleteWarning({ hasBookings: false, upcomingCount: 0, occupancyStatus: "vacant" })).toBe("This permanently deletes the property. This action cannot be undone.");
  });

  it("says a property with bookings is archived, its upcoming showings cancelled and refunded, its records kept", () => {
    const warning = deleteWarning({ hasBookings: true, upcomingCount: 2, occupancyStatus: "resident" });
    expect(warning).toContain("archived instead of deleted");
    expect(warning).toContain("Its 2 upcoming showings will be cancelled and refunded");
    expect(warning).toContain("compliance records are kept");
    expect(deleteWarning({ hasBookings: true, upcomingCount: 1, occupancyStatus: "resident" })).toContain("Its 1 upcoming showing will be");
    expect(deleteWarning({ hasBookings: true, upcomingCount: 0, occupancyStatus: "resident" })).not.toContain("cancelled");
  });

  it("names the resident only where one lives", () => {
    expect(deleteWarning({ hasBookings: true, upcomingCount: 2, occupancyStatus: "resident" })).toContain("the booker and the resident notified");
    const vacant = deleteWarning({ hasBookings: true, upcomingCount: 2, occupancyStatus: "vacant" });
    expect(vacant).toContain("and the booker notified");
    expect(vacant).not.toContain("resident");
    expect(cancelShowingDescription(false)).toBe("The booker is told, and the booking fee is refunded.");
    expect(cancelShowingDescription(true)).toBe("The booker and the resident are told, and the booking fee is refunded.");
  });

  it("sums up an archive for the toast", () => {
    expect(archivedDescription(0)).toBe("Archived with its records.");
    expect(archivedDescription(3)).toBe("Archived with its records; 3 upcoming showings cancelled and refunded, with notices.");
  });
});
