import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { agentScope } from "@/lib/auth/scope";
import { bookings, notifications, type Booking } from "@/db/schema";
import { REASONS } from "@/lib/availability/reasons";
import { APPROVAL_LINK_INVALID, decideByLink } from "@/lib/bookings/approval-link";
import { createBooking } from "@/lib/bookings/create-booking";
import { loadPropertyAvailability } from "@/lib/bookings/ledger/property-availability";
import { findPublicProperty } from "@/lib/bookings/public-property";
import { requireBookableProperty } from "@/lib/bookings/require-bookable-property";
import { approveBooking, approveMove, declineMove, declineOverdueMoves } from "@/lib/bookings/review-booking";
import {
  MOVE_AWAITING_APPROVAL_MESSAGE,
  MOVE_DECLINED_MESSAGE,
  MOVE_REQUESTED_MESSAGE,
  REQUEST_MOVED_MESSAGE,
  rescheduledMessage,
  rescheduleByBooker,
} from "@/lib/showings/booker-actions";
import { buyerRequest, createAgent, createOccupiedProperty } from "./builders";
import { uniqueEmail, useTestDb } from "./db";

const db = useTestDb();

// Monday 2030-01-07, 9:00 AM in Los Angeles. Booked for Wednesday the 9th at 10:00; the booker asks for Thursday the 10th at 14:00.
const NOW = new Date("2030-01-07T17:00:00Z");
const BOOKED = { date: "2030-01-09", time: "10:00", startsAt: new Date("2030-01-09T18:00:00Z") };
const ASKED = { date: "2030-01-10", time: "14:00", startsAt: new Date("2030-01-10T22:00:00Z") };

const rowsOf = async (bookingId: string) => db.select().from(notifications).where(eq(notifications.bookingId, bookingId));
const kindsOf = async (bookingId: string) =>
  (await rowsOf(bookingId)).map((row) => `${row.timeRevision}:${row.recipientRole}:${row.channel}:${row.kind}`).sort();
const linkIn = (body: string, label: string) => new RegExp(`${label}: \\S+/bookings/approval/(\\S+)`).exec(body)?.[1] ?? "";
const agentLink = async (bookingId: string, kind: string, label: string) =>
  linkIn((await rowsOf(bookingId)).find((row) => row.kind === kind && row.channel === "email" && row.recipientRole === "listing_agent")!.body, label);

async function book(propertyId: string, slot: { date: string; time: string }): Promise<Booking> {
  const property = await requireBookableProperty(db, propertyId);
  return createBooking(db, {
    property,
    now: NOW,
    state: { status: property.bookingApproval === "manual" ? "pending" : "confirmed", paymentStatus: "succeeded", feeCents: 1000 },
    request: buyerRequest(propertyId, uniqueEmail("booker"), slot.date, slot.time),
  });
}

/** A tenant-occupied, manual-approval property with a showing the agent approved. */
async function approvedShowing() {
  const agent = await createAgent(db);
  const property = await createOccupiedProperty(db, agent.id, new Date("2026-01-05T17:00:00Z"), { bookingApproval: "manual" });
  const requested = await book(property.id, BOOKED);
  const booking = await approveBooking(db, agentScope(agent.id), requested.id, NOW);
  expect(booking.status).toBe("confirmed");
  return { agent, property, booking };
}

async function offered(propertyId: string) {
  const property = (await findPublicProperty(db, propertyId))!;
  const days = (await loadPropertyAvailability(db, property, NOW)).days;
  const slot = (date: string, time: string) => days.find((day) => day.date === date)?.slots.find((candidate) => candidate.time === time);
  return { booked: slot(BOOKED.date, BOOKED.time)?.available, asked: slot(ASKED.date, ASKED.time)?.available };
}

describe("[approval] a booker's move at a manual-approval, tenant-occupied property", () => {
  it("waits for the agent: the booked time stays in force and held, the asked-for one is held too, the resident hears nothing", async () => {
    const { property, booking } = await approvedShowing();
    const before = await kindsOf(booking.id);
    expect(before).toContain("0:resident:email:entry_notice");

    const asked = await rescheduleByBooker(db, booking.manageToken, ASKED, NOW);
    expect(asked).toMatchObject({ status: "confirmed", showingDate: BOOKED.date, showingTime: BOOKED.time, timeRevision: 0 });
    expect(+asked.startsAt).toBe(+BOOKED.startsAt);
    expect(asked.moveStartsAt?.toISOString()).toBe(ASKED.startsAt.toISOString());
    expect(rescheduledMessage(asked)).toBe(MOVE_REQUESTED_MESSAGE);

    // The agent gets Approve and Decline links for the move, the booker word that it waits; nobody else is told.
    const added = (await kindsOf(booking.id)).filter((kind) => !before.includes(kind));
    expect(added).toEqual([
      "0:buyer:email:move_request_received",
      "0:buyer:sms:move_request_received",
      "0:listing_agent:email:move_request",
    ]);
    const agentEmail = (await rowsOf(booking.id)).find((row) => row.kind === "move_request" && row.channel === "email")!;
    expect(agentEmail.body).toContain("from Wed, Jan 9, 10:00 AM PST to Thu, Jan 10, 2:00 PM PST");
    expect(agentEmail.body).toContain("Please decide by Tue, Jan 8, 10:00 AM PST");
    expect(linkIn(agentEmail.body, "Approve move")).not.toBe("");

    // Both times are held: neither is offered nor can be booked by anyone else.
    expect(await offered(property.id)).toEqual({ booked: false, asked: false });
    await expect(book(property.id, BOOKED)).rejects.toMatchObject({ code: "conflict", message: REASONS.conflict });
    await expect(book(property.id, ASKED)).rejects.toMatchObject({ code: "conflict", message: REASONS.conflict });
    // One move only, and not a second while the first waits.
    await expect(rescheduleByBooker(db, booking.manageToken, { date: ASKED.date, time: "15:00" }, NOW)).rejects.toThrow(
      MOVE_AWAITING_APPROVAL_MESSAGE,
    );
  });

  it("holds the asked-for time by the exclusion constraint: of a move and a new booking racing for it, exactly one wins", async () => {
    const { property, booking } = await approvedShowing();
    const results = await Promise.allSettled([rescheduleByBooker(db, booking.manageToken, ASKED, NOW), book(property.id, ASKED)]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const lost = results.find((result) => result.status === "rejected");
    expect(lost?.status === "rejected" && lost.reason).toMatchObject({ code: "conflict" });
  });

  it("once the agent approves through the link, the showing moves and the resident gets the entry notice of the new time", async () => {
    const { property, booking } = await approvedShowing();
    await rescheduleByBooker(db, booking.manageToken, ASKED, NOW);
    const approve = await agentLink(booking.id, "move_request", "Approve move");
    const { booking: moved, kind } = await decideByLink(db, null, approve, NOW);
    expect(kind).toBe("move");
    expect(moved).toMatchObject({ status: "confirmed", showingDate: ASKED.date, showingTime: ASKED.time, timeRevision: 1, moveStartsAt: null });
    expect(+moved.startsAt).toBe(+ASKED.startsAt);
    expect((await kindsOf(booking.id)).filter((row) => row.startsWith("1:"))).toEqual(
      expect.arrayContaining(["1:resident:email:booking_rescheduled", "1:resident:sms:booking_rescheduled", "1:resident:mail:booking_rescheduled", "1:buyer:email:booking_rescheduled"]),
    );
    const notice = (await rowsOf(booking.id)).find((row) => row.kind === "booking_rescheduled" && row.recipientRole === "resident" && row.channel === "email")!;
    expect(notice.body).toContain("January 10");

    // The old time is free again; the link is used up.
    expect(await offered(property.id)).toEqual({ booked: true, asked: false });
    await expect(book(property.id, BOOKED)).resolves.toMatchObject({ status: "pending" });
    await expect(decideByLink(db, null, approve, NOW)).rejects.toThrow("no move awaiting approval");
  });

  it("when the agent declines, the showing keeps its time, the asked-for time is freed, and only the booker is told", async () => {
    const { property, booking } = await approvedShowing();
    await rescheduleByBooker(db, booking.manageToken, ASKED, NOW);
    const before = await kindsOf(booking.id);
    const { booking: kept } = await decideByLink(db, null, await agentLink(booking.id, "move_request", "Decline move"), NOW);
    expect(kept).toMatchObject({ status: "confirmed", showingDate: BOOKED.date, timeRevision: 0, moveStartsAt: null, moveBlockedPeriod: null });
    expect(kept.moveDeclinedAt).not.toBeNull();
    expect((await kindsOf(booking.id)).filter((kind) => !before.includes(kind))).toEqual(["0:buyer:email:move_declined", "0:buyer:sms:move_declined"]);
    const told = (await rowsOf(booking.id)).find((row) => row.kind === "move_declined" && row.channel === "email")!;
    expect(told.body).toContain("Your showing stays on Wed, Jan 9, 10:00 AM PST");

    expect(await offered(property.id)).toEqual({ booked: false, asked: true });
    await expect(rescheduleByBooker(db, booking.manageToken, ASKED, NOW)).rejects.toThrow(MOVE_DECLINED_MESSAGE);
  });

  it("declines a move still undecided when a notice window opens, telling the booker and the agent", async () => {
    const { booking } = await approvedShowing();
    await rescheduleByBooker(db, booking.manageToken, ASKED, NOW);
    // The booked time's window opens first: Tuesday the 8th at 10:00.
    expect(await declineOverdueMoves(db, new Date("2030-01-08T17:59:00Z"))).not.toContainEqual(expect.objectContaining({ id: booking.id }));
    const declined = await declineOverdueMoves(db, new Date("2030-01-08T18:00:00Z"));
    expect(declined.find((row) => row.id === booking.id)).toMatchObject({ moveStartsAt: null, showingDate: BOOKED.date });
    const rows = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.bookingId, booking.id), eq(notifications.kind, "move_declined")));
    expect(rows.map((row) => `${row.recipientRole}:${row.channel}`).sort()).toEqual(["buyer:email", "buyer:sms", "listing_agent:email"]);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(+row.startsAt).toBe(+BOOKED.startsAt);
  });

  it("is decided from the dashboard by the property's agent only", async () => {
    const { agent, booking } = await approvedShowing();
    await rescheduleByBooker(db, booking.manageToken, ASKED, NOW);
    const stranger = agentScope((await createAgent(db)).id);
    await expect(approveMove(db, stranger, booking.id, NOW)).rejects.toThrow("Booking not found");
    await expect(declineMove(db, stranger, booking.id, NOW)).rejects.toThrow("Booking not found");
    const moved = await approveMove(db, agentScope(agent.id), booking.id, NOW);
    expect(moved).toMatchObject({ showingDate: ASKED.date, timeRevision: 1 });
    await expect(declineMove(db, agentScope(agent.id), booking.id, NOW)).rejects.toThrow("no move awaiting approval");
  });

  it("moves a request not yet approved to the new time with fresh links; the old links decide nothing, nobody at the unit is told", async () => {
    const agent = await createAgent(db);
    const property = await createOccupiedProperty(db, agent.id, new Date("2026-01-05T17:00:00Z"), { bookingApproval: "manual" });
    const requested = await book(property.id, BOOKED);
    const oldApprove = await agentLink(requested.id, "approval_request", "Approve showing");

    const moved = await rescheduleByBooker(db, requested.manageToken, ASKED, NOW);
    expect(moved).toMatchObject({ status: "pending", showingDate: ASKED.date, timeRevision: 1, moveStartsAt: null });
    expect(rescheduledMessage(moved)).toBe(REQUEST_MOVED_MESSAGE);
    const kinds = await kindsOf(requested.id);
    expect(kinds).toContain("1:listing_agent:email:approval_request");
    expect(kinds.some((kind) => kind.includes("resident") || kind.includes("rescheduled"))).toBe(false);

    await expect(decideByLink(db, null, oldApprove, NOW)).rejects.toThrow(APPROVAL_LINK_INVALID);
    const fresh = (await rowsOf(requested.id)).find((row) => row.kind === "approval_request" && row.channel === "email" && row.timeRevision === 1)!;
    const { booking: approved } = await decideByLink(db, null, linkIn(fresh.body, "Approve showing"), NOW);
    expect(approved).toMatchObject({ status: "confirmed", showingDate: ASKED.date });
    expect(await kindsOf(requested.id)).toContain("1:resident:email:entry_notice");
  });
});
