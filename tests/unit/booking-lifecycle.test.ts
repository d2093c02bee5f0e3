import { describe, expect, it } from "vitest";
import {
  BOOKED_STATUSES,
  BOOKING_EVENTS,
  BOOKING_STATUSES,
  BOOKING_TABS,
  COMPLETED_STATUSES,
  CREATIONS,
  EVENT_LABELS,
  LIVE_STATUSES,
  REQUESTED_STATUSES,
  SHOWING_STATUSES,
  SLOT_HOLDING_STATUSES,
  STATUSES,
  STATUS_LABELS,
  STATUS_TONES,
  TRANSITIONS,
  UPCOMING_STATUSES,
  canCancel,
  canDecideMove,
  canMarkNoShow,
  canMove,
  canRequestMove,
  isAwaitingApproval,
  isAwaitingConfirmation,
  stepOf,
  type BookingEvent,
  type BookingStatus,
} from "@/lib/vocabulary/booking-status";

/** Every legal move, written out: `from event → to [notice]`. Any pair not listed is refused. */
const LEGAL = [
  "pending_payment pay → confirmed [confirmed]",
  "pending_payment pay_request → pending [requested]",
  "pending_payment pay_confirmation → awaiting_confirmation [confirmation_requested]",
  "awaiting_confirmation confirm → awaiting_confirmation",
  "awaiting_confirmation confirm_last → confirmed [confirmed]",
  "awaiting_confirmation confirm_last_request → pending [requested]",
  "awaiting_confirmation decline → declined [declined]",
  "awaiting_confirmation move → awaiting_confirmation [confirmation_requested]",
  "awaiting_confirmation cancel → cancelled [cancelled]",
  "awaiting_confirmation agent_cancel → cancelled [cancelled]",
  "awaiting_confirmation archive → cancelled [cancelled]",
  "pending_payment renew_hold → pending_payment",
  "pending_payment expire → expired",
  "pending approve → confirmed [confirmed]",
  "pending decline → declined [declined]",
  "pending move → pending [requested]",
  "pending cancel → cancelled [cancelled]",
  "pending agent_cancel → cancelled [cancelled]",
  "pending archive → cancelled [cancelled]",
  "confirmed move → confirmed [rescheduled]",
  "confirmed request_move → confirmed [move_requested]",
  "confirmed approve_move → confirmed [rescheduled]",
  "confirmed decline_move → confirmed [move_declined]",
  "confirmed expire_move → confirmed [move_expired]",
  "confirmed cancel → cancelled [cancelled]",
  "confirmed agent_cancel → cancelled [cancelled]",
  "confirmed archive → cancelled [cancelled]",
  "confirmed no_show → no_show",
  "confirmed complete → completed [completed]",
  "completed no_show → no_show",
  "expired pay → confirmed [confirmed]",
  "expired pay_request → pending [requested]",
  "expired pay_confirmation → awaiting_confirmation [confirmation_requested]",
];

const describeMove = (from: BookingStatus, event: BookingEvent) => {
  const step = stepOf(from, event);
  return step && `${from} ${event} → ${step.to}${step.notice ? ` [${step.notice}]` : ""}`;
};

describe("[bookings] the lifecycle table", () => {
  it("allows exactly the legal moves, each to its status with its notice", () => {
    const allowed = BOOKING_STATUSES.flatMap((from) => BOOKING_EVENTS.map((event) => describeMove(from, event)).filter(Boolean));
    expect(allowed.sort()).toEqual([...LEGAL].sort());
  });

  it("refuses every other pair of status and event", () => {
    const legalPairs = new Set(LEGAL.map((line) => line.split(" → ")[0]));
    for (const from of BOOKING_STATUSES) {
      for (const event of BOOKING_EVENTS) {
        if (!legalPairs.has(`${from} ${event}`)) expect(stepOf(from, event), `${from} ${event}`).toBeNull();
      }
    }
  });

  it("ends nothing once a booking is cancelled, missed or declined", () => {
    for (const status of ["cancelled", "no_show", "declined"] as const) expect(Object.keys(TRANSITIONS[status])).toEqual([]);
  });

  it("creates bookings only as holds, confirmed bookings or requests, and never by a move", () => {
    expect(Object.fromEntries(Object.entries(CREATIONS).map(([event, step]) => [event, step.to]))).toEqual({
      hold: "pending_payment",
      book: "confirmed",
      request: "pending",
      request_confirmation: "awaiting_confirmation",
    });
    for (const event of Object.keys(CREATIONS) as BookingEvent[]) for (const from of BOOKING_STATUSES) expect(stepOf(from, event)).toBeNull();
  });

  it("bumps the time revision exactly where the showing takes a new time, and refunds where the booker is not at fault", () => {
    const flagged = (flag: "newTime" | "refund") =>
      BOOKING_STATUSES.flatMap((from) => BOOKING_EVENTS.filter((event) => stepOf(from, event)?.[flag]).map((event) => `${from} ${event}`));
    expect(flagged("newTime").sort()).toEqual(["awaiting_confirmation move", "confirmed approve_move", "confirmed move", "pending move"]);
    expect(flagged("refund").sort()).toEqual([
      "awaiting_confirmation agent_cancel",
      "awaiting_confirmation archive",
      "awaiting_confirmation decline",
      "confirmed agent_cancel",
      "confirmed archive",
      "pending agent_cancel",
      "pending archive",
      "pending decline",
    ]);
  });

  it("derives the pages' actions from the table", () => {
    const where = (test: (status: BookingStatus) => boolean) => BOOKING_STATUSES.filter(test);
    expect(where(canCancel)).toEqual(["awaiting_confirmation", "pending", "confirmed"]);
    expect(where(canMove)).toEqual(["awaiting_confirmation", "pending", "confirmed"]);
    expect(where(canMarkNoShow)).toEqual(["confirmed", "completed"]);
    expect(where(isAwaitingApproval)).toEqual(["pending"]);
    expect(where(isAwaitingConfirmation)).toEqual(["awaiting_confirmation"]);
    expect(where(canRequestMove)).toEqual(["confirmed"]);
    expect(where(canDecideMove)).toEqual(["confirmed"]);
  });

  it("gives every status its texts and every event its line in the history", () => {
    for (const status of BOOKING_STATUSES) {
      expect(STATUSES[status].label).not.toBe("");
      expect(STATUSES[status].bookerText).not.toBe("");
    }
    for (const event of BOOKING_EVENTS) expect(EVENT_LABELS[event]).not.toBe("");
  });
});

const NOW = new Date("2026-11-24T20:00:00Z");
const HOUR = 3_600_000;
const row = (status: BookingStatus, offsetHours: number) => ({ status, startsAt: new Date(+NOW + offsetHours * HOUR).toISOString() });
const tabOf = (value: (typeof BOOKING_TABS)[number]["value"]) => BOOKING_TABS.find((tab) => tab.value === value)!;
const statusesIn = (value: (typeof BOOKING_TABS)[number]["value"], offsetHours: number) =>
  BOOKING_STATUSES.filter((status) => tabOf(value).includes(row(status, offsetHours), NOW));

describe("[bookings] status sets", () => {
  it("names each set by what it means", () => {
    expect(SLOT_HOLDING_STATUSES).toEqual(["pending_payment", "awaiting_confirmation", "pending", "confirmed", "completed", "no_show"]);
    expect(LIVE_STATUSES).toEqual(["pending_payment", "awaiting_confirmation", "pending", "confirmed"]);
    expect(UPCOMING_STATUSES).toEqual(["awaiting_confirmation", "pending", "confirmed"]);
    expect(COMPLETED_STATUSES).toEqual(["completed", "cancelled", "no_show"]);
    expect(BOOKED_STATUSES).toEqual(["awaiting_confirmation", "pending", "confirmed", "completed", "no_show"]);
    expect(SHOWING_STATUSES).toEqual(["awaiting_confirmation", "pending", "confirmed", "completed", "cancelled", "no_show"]);
    expect(REQUESTED_STATUSES).toEqual(["awaiting_confirmation", "pending", "confirmed", "completed", "cancelled", "no_show", "declined"]);
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
  it("Upcoming lists requests and confirmed showings not yet started, as the Upcoming page does", () => {
    expect(statusesIn("upcoming", 1)).toEqual(["awaiting_confirmation", "pending", "confirmed"]);
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
