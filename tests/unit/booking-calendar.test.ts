import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildCalendarFeed, buildIcs, googleCalendarUrl, icsFilename, outlookCalendarUrl } from "@/lib/booking-rules/calendar";
import { formatZonedDateTime, formatZonedTime, zoneAbbreviation } from "@/lib/time/zoned-time";
import { generateConfirmationNumber, generateManageToken, isConfirmationNumber } from "@/lib/bookings/confirmation-number";
import { preferredCalendar } from "@/lib/bookings/preferred-calendar";
import { buildIcsCalendar } from "@/lib/dashboard/calendar-export";

const event = {
  confirmationNumber: "SB-7KQM-2XPA",
  startsAt: new Date("2026-03-09T16:00:00Z"),
  address: "123 Main St, Oakland, CA 94612",
  timeZone: "America/Los_Angeles",
  status: "confirmed" as const,
};

describe("[bookings] confirmation numbers and manage tokens", () => {
  it("draws short, readable, distinct confirmation numbers", () => {
    const drawn = Array.from({ length: 5000 }, generateConfirmationNumber);
    for (const number of drawn) {
      expect(number).toMatch(/^SB-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      expect(number.slice(3)).not.toMatch(/[01OIL]/);
      expect(isConfirmationNumber(number)).toBe(true);
    }
    expect(new Set(drawn).size).toBe(drawn.length);
    expect(isConfirmationNumber("SB-0000-AAAA")).toBe(false);
  });

  it("makes unguessable manage tokens", () => {
    const tokens = new Set(Array.from({ length: 1000 }, generateManageToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) expect(token).toMatch(/^[\w-]{43}$/);
  });
});

describe("[bookings] calendar files and links", () => {
  it("writes a 30-minute UTC event with a 15-minute reminder", () => {
    const ics = buildIcs(event).replace(/\r\n[ \t]/g, "");
    expect(ics).toContain("BEGIN:VCALENDAR");
    expect(ics).toContain("UID:SB-7KQM-2XPA@showbook");
    expect(ics).toMatch(/DTSTART:20260309T160000Z/);
    expect(ics).toContain("DURATION:PT30M");
    expect(ics).toMatch(/BEGIN:VALARM[\s\S]*TRIGGER:-PT15M[\s\S]*END:VALARM/);
    expect(ics).toContain("LOCATION:123 Main St\\, Oakland\\, CA 94612");
    expect(ics).toContain("Confirmation number: SB-7KQM-2XPA");
  });

  it("names the file from the confirmation number", () => {
    expect(icsFilename("SB-7KQM-2XPA")).toBe("showing-SB-7KQM-2XPA.ics");
  });

  it("links to Google and Outlook with the 30-minute window", () => {
    const google = new URL(googleCalendarUrl(event));
    expect(google.searchParams.get("dates")).toBe("20260309T160000Z/20260309T163000Z");
    expect(google.searchParams.get("location")).toBe(event.address);
    const outlook = new URL(outlookCalendarUrl(event));
    expect(outlook.searchParams.get("startdt")).toBe("2026-03-09T16:00:00.000Z");
    expect(outlook.searchParams.get("enddt")).toBe("2026-03-09T16:30:00.000Z");
  });

  it.each([
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)", "apple"],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5)", "apple"],
    ["Mozilla/5.0 (Linux; Android 15; Pixel 7)", "google"],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64)", "outlook"],
    ["Mozilla/5.0 (X11; Linux x86_64)", "google"],
  ])("picks the default calendar for %s", (userAgent, kind) => {
    expect(preferredCalendar(userAgent)).toBe(kind);
  });
});

describe("[bookings] calendar status and time zone", () => {
  const unfolded = (status: "pending" | "confirmed" | "cancelled" | "declined") => buildIcs({ ...event, status }).replace(/\r\n[ \t]/g, "");

  it("marks a request awaiting approval TENTATIVE, an approved one CONFIRMED and a cancelled one CANCELLED, with one UID", () => {
    expect(unfolded("pending")).toContain("STATUS:TENTATIVE");
    expect(unfolded("confirmed")).toContain("STATUS:CONFIRMED");
    expect(unfolded("cancelled")).toContain("STATUS:CANCELLED");
    expect(unfolded("declined")).toContain("STATUS:CANCELLED");
    for (const status of ["pending", "confirmed", "cancelled"] as const) expect(unfolded(status)).toContain("UID:SB-7KQM-2XPA@showbook");
  });

  it("raises the SEQUENCE with each change, so an imported event is replaced, not doubled", () => {
    const sequence = (status: "pending" | "confirmed" | "cancelled") => Number(/SEQUENCE:(\d+)/.exec(unfolded(status))?.[1]);
    expect(sequence("pending")).toBeLessThan(sequence("confirmed"));
    expect(sequence("confirmed")).toBeLessThan(sequence("cancelled"));
  });

  it("states the property-local time with its zone in the file", () => {
    expect(unfolded("confirmed")).toContain("When: Mon\\, Mar 9\\, 9:00 AM PDT (30 minutes)");
  });

  it("formats times with the zone's abbreviation, summer and winter", () => {
    expect(formatZonedDateTime(new Date("2026-12-01T18:00:00Z"), "America/Los_Angeles")).toBe("Tue, Dec 1, 10:00 AM PST");
    expect(formatZonedDateTime(new Date("2026-07-01T17:00:00Z"), "America/Los_Angeles")).toBe("Wed, Jul 1, 10:00 AM PDT");
    expect(formatZonedTime(new Date("2026-12-01T15:00:00Z"), "America/New_York")).toBe("10:00 AM EST");
    expect(zoneAbbreviation(new Date("2026-12-01T15:00:00Z"), "Pacific/Honolulu")).toBe("HST");
  });
});

describe("[bookings] calendar files follow RFC 5545", () => {
  const accented = {
    ...event,
    address: "1420 Calle de la Peña, Depto 3; Ñuñoa, São José, Jalisco, CA 94612",
    details: "Gate code: 4512; ring twice, then wait",
  };
  const files = [buildIcs(accented), buildIcsCalendar([accented, { ...accented, confirmationNumber: "SB-2XPA-7KQM" }]), buildCalendarFeed([accented])];
  // Long enough for several continuation lines, with 2-, 3- and 4-byte UTF-8 characters at every offset.
  const long = { ...accented, address: `${"Peña 東京 😀 ".repeat(20)}, CA 94612`, details: `Booked by: ${"Zoë ".repeat(40)}` };
  const longFiles = [buildIcs(long), buildCalendarFeed([long, accented])];

  it("folds every line at 75 octets with its leading space, never inside a UTF-8 character", () => {
    for (const file of [...files, ...longFiles]) {
      const bytes = Buffer.from(file, "utf8");
      const lines: Buffer[] = [];
      for (let start = 0, end; (end = bytes.indexOf("\r\n", start)) !== -1; start = end + 2) lines.push(bytes.subarray(start, end));
      expect(bytes.subarray(-2).toString()).toBe("\r\n");
      expect(lines.filter((line) => line[0] === 0x20).length).toBeGreaterThan(0);
      // RFC 5545 § 3.1: at most 75 octets, excluding the line break; a continuation's space counts.
      for (const line of lines) expect(line.length, line.toString()).toBeLessThanOrEqual(75);
      const decoder = new TextDecoder("utf-8", { fatal: true });
      for (const line of lines) expect(() => decoder.decode(line), line.toString()).not.toThrow();
    }
    const event = new ICAL.Component(ICAL.parse(longFiles[1])).getFirstSubcomponent("vevent")!;
    expect(event.getFirstPropertyValue("location")).toBe(long.address);
    expect(event.getFirstPropertyValue("description")).toContain(long.details);
  });

  it("states the feed's REFRESH-INTERVAL with one VALUE=DURATION (RFC 7986)", () => {
    const unfolded = buildCalendarFeed([accented]).replace(/\r\n[ \t]/g, "");
    expect(unfolded.split("\r\n").filter((line) => line.startsWith("REFRESH-INTERVAL"))).toEqual(["REFRESH-INTERVAL;VALUE=DURATION:PT15M"]);
    const refresh = new ICAL.Component(ICAL.parse(unfolded)).getFirstProperty("refresh-interval")!;
    expect(refresh.type).toBe("duration");
    expect(String(refresh.getFirstValue())).toBe("PT15M");
  });

  it("escapes commas and semicolons in every text value, the reminder's too", () => {
    const unfolded = files[0].replace(/\r\n[ \t]/g, "");
    const textValues = unfolded.split("\r\n").filter((line) => /^(SUMMARY|DESCRIPTION|LOCATION):/.test(line));
    expect(textValues).toHaveLength(4);
    // RFC 5545 § 3.3.11: in TEXT, a comma, semicolon and backslash appear only escaped.
    for (const line of textValues) expect(line.slice(line.indexOf(":") + 1), line).toMatch(/^(?:[^\\,;]|\\[\\,;nN])*$/);
  });

  it("parses back with ical.js to the same texts, reminder included", () => {
    for (const file of files) {
      const calendar = new ICAL.Component(ICAL.parse(file));
      const events = calendar.getAllSubcomponents("vevent");
      expect(events.length).toBeGreaterThan(0);
      for (const vevent of events) {
        expect(vevent.getFirstPropertyValue("location")).toBe(accented.address);
        expect(vevent.getFirstPropertyValue("description")).toContain("Gate code: 4512; ring twice, then wait");
        const alarm = vevent.getFirstSubcomponent("valarm");
        expect(alarm?.getFirstPropertyValue("description")).toBe(`Property showing: ${accented.address}`);
        expect(String(alarm?.getFirstPropertyValue("trigger"))).toBe("-PT15M");
      }
    }
  });
});
