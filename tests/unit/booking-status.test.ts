import { describe, expect, it } from "vitest";
import {
  BOOKED_STATUSES,
  BOOKING_STATUSES,
  BOOKING_TABS,
  COMPLETED_STATUSES,
  LIVE_STATUSES,
  REQUESTED_STATUSES,
  SHOWING_STATUSES,
  SLOT_HOLDING_STATUSES,
  STATUS_LABELS,
  STATUS_TONES,
  UPCOMING_STATUSES,
  type BookingStatus,
} from "@/lib/vocabulary/booking-status";

const NOW = new Date("2026-11-24T20:00:00Z");
const HOUR = 3_600_000;
const row = (status: BookingStatus, offsetHours: number) => ({ status, startsAt: new Date(+NOW + offsetHours * HOUR).toISOString() });
const tabOf = (value: (typeof BOOKING_TABS)[number]["value"]) => BOOKING_TABS.find((tab) => tab.value === value)!;
const statusesIn = (value: (typeof BOOKING_TABS)[number]["value"], offsetHours: number) =>
  BOOKING_STATUSES.filter((status) => tabOf(value).includes(row(status, offsetHours), NOW));

describe("[bookings] status sets", () => {
  it("names each set by what it means", () => {
    expect(SLOT_HOLDING_STATUSES).toEqual(["pending_payment", "pending", "confirmed", "completed", "no_show"]);
    expect(LIVE_STATUSES).toEqual(["pending_payment", "pending", "confirmed"]);
    expect(UPCOMING_STATUSES).toEqual(["pending", "confirmed"]);
    expect(COMPLETED_STATUSES).toEqual(["completed", "cancelled", "no_show"]);
    expect(BOOKED_STATUSES).toEqual(["pending", "confirmed", "completed", "no_show"]);
    expect(SHOWING_STATUSES).toEqual(["pending", "confirmed", "completed", "no_show", "cancelled"]);
    expect(REQUESTED_STATUSES).toEqual(["pending", "confirmed", "completed", "no_show", "cancelled", "declined"]);
  });

  it("keeps the sets nested as the rules say: what is upcoming is live, what is live or counted holds its slot", () => {
    const within = (inner: readonly string[], outer: readonly string[]) => inner.every((status) => outer.includes(status));
    expect(within(UPCOMING_STATUSES, LIVE_STATUSES)).toBe(true);
    expect(within(LIVE_STATUSES, SLOT_HOLDING_STATUSES)).toBe(true);
    expect(within(BOOKED_STATUSES, SLOT_HOLDING_STATUSES)).toBe(true);
    expect(within(UPCOMING_STATUSES, BOOKED_STATUSES)).toBe(true);
    // Only a showing that was called off leaves the slot free and still appears among past showings.
    expect(COMPLETED_STATUSES.filter((status) => !(SLOT_HOLDING_STATUSES as readonly string[]).includes(status))).toEqual(["cancelled"]);
  });
});

describe("[bookings] status labels", () => {
  it("gives every status one distinct label and a tone", () => {
    expect(Object.keys(STATUS_LABELS).sort()).toEqual([...BOOKING_STATUSES].sort());
    expect(Object.keys(STATUS_TONES).sort()).toEqual([...BOOKING_STATUSES].sort());
    expect(new Set(Object.values(STATUS_LABELS)).size).toBe(BOOKING_STATUSES.length);
    expect(STATUS_LABELS.pending).toBe("Awaiting approval");
    expect(STATUS_LABELS.no_show).toBe("No-show");
  });
});

describe("[bookings] the bookings modal's tabs", () => {
  it("Upcoming lists pending and confirmed showings not yet started, as the Upcoming page does", () => {
    expect(statusesIn("upcoming", 1)).toEqual(["pending", "confirmed"]);
    expect(statusesIn("upcoming", -1)).toEqual([]);
    expect(tabOf("upcoming").includes(row("confirmed", 0), NOW)).toBe(true);
  });

  it("Completed lists the Completed page's statuses once the showing has started", () => {
    expect(statusesIn("completed", -1)).toEqual([...COMPLETED_STATUSES]);
    expect(statusesIn("completed", 1)).toEqual([]);
  });

  it("All Bookings lists every row, in the spec's order of tabs", () => {
    expect(BOOKING_TABS.map((tab) => tab.label)).toEqual(["Upcoming", "Completed", "All Bookings"]);
    expect(statusesIn("all", -1)).toEqual([...BOOKING_STATUSES]);
  });
});
