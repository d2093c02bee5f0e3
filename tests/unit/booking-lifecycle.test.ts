import { describe, expect, it } from "vitest";
import {
  BOOKING_EVENTS,
  BOOKING_STATUSES,
  CREATIONS,
  EVENT_LABELS,
  STATUSES,
  TRANSITIONS,
  canCancel,
  canDecideMove,
  canMarkNoShow,
  canMove,
  canRequestMove,
  isAwaitingApproval,
  stepOf,
  type BookingEvent,
  type BookingStatus,
} from "@/lib/vocabulary/booking-status";

/** Every legal move, written out: `from event → to [notice]`. Any pair not listed is refused. */
const LEGAL = [
  "pending_payment pay → confirmed [confirmed]",
  "pending_payment pay_request → pending [requested]",
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
    });
    for (const event of Object.keys(CREATIONS) as BookingEvent[]) for (const from of BOOKING_STATUSES) expect(stepOf(from, event)).toBeNull();
  });

  it("bumps the time revision exactly where the showing takes a new time, and refunds where the booker is not at fault", () => {
    const flagged = (flag: "newTime" | "refund") =>
      BOOKING_STATUSES.flatMap((from) => BOOKING_EVENTS.filter((event) => stepOf(from, event)?.[flag]).map((event) => `${from} ${event}`));
    expect(flagged("newTime").sort()).toEqual(["confirmed approve_move", "confirmed move", "pending move"]);
    expect(flagged("refund").sort()).toEqual([
      "confirmed agent_cancel",
      "confirmed archive",
      "pending agent_cancel",
      "pending archive",
      "pending decline",
    ]);
  });

  it("derives the pages' actions from the table", () => {
    const where = (test: (status: BookingStatus) => boolean) => BOOKING_STATUSES.filter(test);
    expect(where(canCancel)).toEqual(["pending", "confirmed"]);
    expect(where(canMove)).toEqual(["pending", "confirmed"]);
    expect(where(canMarkNoShow)).toEqual(["confirmed", "completed"]);
    expect(where(isAwaitingApproval)).toEqual(["pending"]);
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
