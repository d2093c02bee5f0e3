import { afterEach, describe, expect, it } from "vitest";
import type { SlotCandidate } from "@/lib/availability/compute-slots";
import { AGENT_BUSY_REASON, busyRules } from "@/lib/external-calendars/busy-rule";
import { busyIntervals } from "@/lib/external-calendars/busy-times";
import { RECURRENCE_BOMBS, vcalendar, vevent } from "../fixtures/recurrence-bombs";


const from = new Date("2026-12-05T00:00:00Z");
const calendar = vcalendar(
  // A day off on Saturday 12 December, the agent's vacation (all-day events, DATE values).
  vevent("day-off", "DTSTART;VALUE=DATE:20261212\r\nDTEND;VALUE=DATE:20261213\r\n"),
  // A floating time: 10:00 wherever the agent is.
  vevent("floating", "DTSTART:20261214T100000\r\nDTEND:20261214T110000\r\n"),
  // A TZID the file has no VTIMEZONE for (RFC 7809 lets CalDAV servers leave it out): that IANA zone.
  vevent("new-york", "DTSTART;TZID=America/New_York:20261215T100000\r\nDTEND;TZID=America/New_York:20261215T110000\r\n"),
  // A weekly all-day event since 2015, every Wednesday.
  vevent("weekly", "DTSTART;VALUE=DATE:20150107\r\nDTEND;VALUE=DATE:20150108\r\nRRULE:FREQ=WEEKLY\r\n"),
);

const slot = (iso: string): SlotCandidate => ({ startsAt: new Date(iso), endsAt: new Date(Date.parse(iso) + 30 * 60_000) }) as SlotCandidate;

describe("[calendars] all-day and floating busy times are read in the property's zone, whatever the server's", () => {
  const serverZone = process.env.TZ;
  afterEach(() => {
    if (serverZone === undefined) delete process.env.TZ;
    else process.env.TZ = serverZone;
  });

  it.each(["UTC", "Pacific/Auckland", "America/Los_Angeles"])("on a server in %s", (zone) => {
    process.env.TZ = zone;
    expect(new Date(2026, 11, 12).getTimezoneOffset()).toBe({ UTC: 0, "Pacific/Auckland": -780, "America/Los_Angeles": 480 }[zone]);
    const busy = busyIntervals([calendar], from);
    const [rule] = busyRules(busy, "America/Los_Angeles");
    const refuses = (iso: string) => rule(slot(iso)) === AGENT_BUSY_REASON;
    // Saturday 12 December in Los Angeles: 4 PM is 00:00 UTC on the 13th; Friday the 11th at 4 PM is free.
    expect(refuses("2026-12-13T00:00:00Z")).toBe(true);
    expect(refuses("2026-12-12T08:00:00Z")).toBe(true);
    expect(refuses("2026-12-12T00:00:00Z")).toBe(false);
    expect(refuses("2026-12-13T08:00:00Z")).toBe(false);
    // 10:00 floating is 10:00 PST (18:00 UTC) for a property in Los Angeles…
    expect(refuses("2026-12-14T18:00:00Z")).toBe(true);
    expect(refuses("2026-12-14T10:00:00Z")).toBe(false);
    // …and 10:00 EST for one in New York, whose zone the same busy times are read in.
    const [newYork] = busyRules(busy, "America/New_York");
    expect(newYork(slot("2026-12-14T15:00:00Z"))).toBe(AGENT_BUSY_REASON);
    // 10:00 in New York is 15:00 UTC for every property.
    expect(refuses("2026-12-15T15:00:00Z")).toBe(true);
    expect(refuses("2026-12-15T18:00:00Z")).toBe(false);
    // Wednesdays 9 and 16 December, all day in Los Angeles.
    expect(refuses("2026-12-09T20:00:00Z")).toBe(true);
    expect(refuses("2026-12-16T20:00:00Z")).toBe(true);
    expect(refuses("2026-12-10T20:00:00Z")).toBe(false);
  });
});

describe("[calendars] recurrence bombs are refused within the caps", () => {
  // The caps bound the steps, not the machine's speed: a loaded 2-core machine takes seconds for 50,000.
  it.each(Object.entries(RECURRENCE_BOMBS))(
    "%s",
    (_name, { text, error }) => {
      expect(Buffer.byteLength(text)).toBeLessThanOrEqual(2 * 1024 * 1024);
      expect(() => busyIntervals([text], from)).toThrow(error);
    },
    60_000,
  );

  it("reads a daily event that began years ago up to today, without stepping through every past day", () => {
    const daily = vcalendar(vevent("standup", "DTSTART:20100104T170000Z\r\nDTEND:20100104T173000Z\r\nRRULE:FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR\r\n"));
    const busy = busyIntervals([daily, ...Array.from({ length: 40 }, () => daily)], from);
    expect(busy.slice(0, 3)).toEqual([
      { start: "2026-12-07T17:00:00.000Z", end: "2026-12-07T17:30:00.000Z" },
      { start: "2026-12-07T17:00:00.000Z", end: "2026-12-07T17:30:00.000Z" },
      { start: "2026-12-07T17:00:00.000Z", end: "2026-12-07T17:30:00.000Z" },
    ]);
    // Weekdays from Monday 7 to Friday 18 December, for each of the 41 copies.
    expect(busy).toHaveLength(41 * 10);
  });
});
