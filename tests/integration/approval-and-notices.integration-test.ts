import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { agentScope } from "@/lib/auth/scope";
import { agentProfiles, bookingActivity, bookings, landlords, notifications, type Booking } from "@/db/schema";
import { REASONS } from "@/lib/availability/reasons";
import { decideByLink } from "@/lib/bookings/approval-link";
import { AUTO_DECLINE_REASON } from "@/lib/booking-rules/approval";
import type { BookingRequest } from "@/lib/bookings/booking-input";
import { createBooking } from "@/lib/bookings/create-booking";
import { requireBookableProperty } from "@/lib/bookings/require-bookable-property";
import { approveBooking, cannotApproveMessage, declineOverdueRequests } from "@/lib/bookings/review-booking";
import { optOutOfShowingNotices } from "@/lib/owners/showing-notices";
import { createAgent, createProperty } from "./builders";
import { uniqueEmail, useTestDb } from "./db";

const db = useTestDb();


// Monday 2030-01-07, 9:00 AM in Los Angeles; the showings are on Wednesday 2030-01-09.
const NOW = new Date("2030-01-07T17:00:00Z");
const SHOWING_DAY = "2030-01-09";

const rowsOf = (bookingId: string) => db.select().from(notifications).where(eq(notifications.bookingId, bookingId));

async function scenario(options: { approval: "manual" | "automatic"; ownerOptedOut?: boolean }) {
  const agent = await createAgent(db);
  await db.insert(agentProfiles).values({ userId: agent.id, agentName: "Alex Agent", agentPhone: "+14155550100", agentEmail: agent.email });
  const [owner] = await db
    .insert(landlords)
    .values({ agentId: agent.id, firstName: "Olive", lastName: "Owner", email: uniqueEmail("owner"), showingNotices: !options.ownerOptedOut })
    .returning();
  const property = await createProperty(db, agent.id, {
    bookingApproval: options.approval,
    landlordId: owner.id,
  });
  return { agent, owner, property };
}

async function book(propertyId: string, time: string, request: Partial<BookingRequest> = {}): Promise<Booking> {
  const property = await requireBookableProperty(db, propertyId);
  return createBooking(db, {
    property,
    now: NOW,
    state: { status: property.bookingApproval === "manual" ? "pending" : "confirmed", paymentStatus: "succeeded", feeCents: 1000 },
    request: {
      propertyId,
      requesterType: "buyers_agent",
      name: "Jane Agent",
      email: uniqueEmail("jane"),
      phone: "+15105550142",
      date: SHOWING_DAY,
      time,
      termsAccepted: true,
      specialRequests: "",
      buyerName: "Bob Buyer",
      buyerEmail: uniqueEmail("bob"),
      ...request,
    },
  });
}

const linkIn = (body: string, label: string) => new RegExp(`${label}: \\S+/bookings/approval/(\\S+)`).exec(body)?.[1] ?? "";

describe("[approval] manual-approval requests", () => {
  it("sends the agent signed Approve and Decline links and the booker a 'request received' message, nothing to the resident", async () => {
    const { property } = await scenario({ approval: "manual" });
    const booking = await book(property.id, "10:00");
    expect(booking.status).toBe("pending");
    const rows = await rowsOf(booking.id);
    expect(rows.map((row) => `${row.recipientRole}:${row.channel}:${row.kind}`).sort()).toEqual([
      "buyer:email:request_received",
      "buyer_agent:email:request_received",
      "buyer_agent:sms:request_received",
      "listing_agent:email:approval_request",
      "listing_agent:sms:approval_request",
    ]);
    const agentEmail = rows.find((row) => row.kind === "approval_request" && row.channel === "email")!;
    expect(linkIn(agentEmail.body, "Approve showing")).not.toBe("");
    expect(linkIn(agentEmail.body, "Decline showing")).not.toBe("");
    expect(agentEmail.body).toContain("Please decide by Tue, Jan 8, 10:00 AM PST");
  });

  it("approves once through the link: the slot is re-checked, the booking confirmed, and neither link works again", async () => {
    const { property } = await scenario({ approval: "manual" });
    const booking = await book(property.id, "10:00");
    const body = (await rowsOf(booking.id)).find((row) => row.kind === "approval_request" && row.channel === "email")!.body;
    const approved = await decideByLink(db, null, linkIn(body, "Approve showing"), NOW);
    expect(approved.booking.status).toBe("confirmed");
    const log = db
      .select({ event: bookingActivity.event, channel: bookingActivity.channel, actorUserId: bookingActivity.actorUserId })
      .from(bookingActivity)
      .where(eq(bookingActivity.bookingId, booking.id))
      .orderBy(bookingActivity.event);
    expect(await log).toEqual([
      { event: "approve", channel: "email_link", actorUserId: booking.agentId },
      { event: "request", channel: "api", actorUserId: null },
    ]);
    const kinds = (await rowsOf(booking.id)).map((row) => row.kind);
    expect(kinds).toContain("new_booking");
    expect(kinds).toContain("owner_notice");
    await expect(decideByLink(db, null, linkIn(body, "Approve showing"), NOW)).rejects.toThrow("Only bookings awaiting approval");
    await expect(decideByLink(db, null, linkIn(body, "Decline showing"), NOW)).rejects.toThrow("Only bookings awaiting approval");
  });

  it("refuses a forged or altered link", async () => {
    const { property } = await scenario({ approval: "manual" });
    const booking = await book(property.id, "10:00");
    const token = linkIn((await rowsOf(booking.id)).find((row) => row.kind === "approval_request" && row.channel === "email")!.body, "Approve showing");
    const [payload, signature] = token.split(".");
    await expect(decideByLink(db, null, `${payload}.${signature.slice(1)}x`, NOW)).rejects.toThrow("invalid or has expired");
    await expect(decideByLink(db, null, "nonsense", NOW)).rejects.toThrow("invalid or has expired");
  });

  it("declines through the link: the booker is told and the fee marked for refund", async () => {
    const { property } = await scenario({ approval: "manual" });
    const pending = await book(property.id, "11:00");
    await db.update(bookings).set({ stripePaymentIntentId: `pi_test_${pending.id}` }).where(eq(bookings.id, pending.id));
    const body = (await rowsOf(pending.id)).find((row) => row.kind === "approval_request" && row.channel === "email")!.body;
    const { booking } = await decideByLink(db, null, linkIn(body, "Decline showing"), NOW);
    expect(booking.status).toBe("declined");
    expect(booking.refundRequestedAt).not.toBeNull();
    const declined = (await rowsOf(pending.id)).filter((row) => row.kind === "booking_declined");
    expect(declined.map((row) => row.recipientRole).sort()).toEqual(["buyer", "buyer_agent", "buyer_agent"]);
  });

  it("will not approve once the notice window has opened", async () => {
    const { agent, property } = await scenario({ approval: "manual" });
    const booking = await book(property.id, "10:00");
    const late = new Date("2030-01-08T19:00:00Z");
    await expect(approveBooking(db, agentScope(agent.id), booking.id, late)).rejects.toThrow(
      cannotApproveMessage(REASONS.tooSoon(24)),
    );
  });

  it("declines and refunds undecided requests at the deadline, once, even when two job runs race", async () => {
    const { property } = await scenario({ approval: "manual" });
    const early = await book(property.id, "09:00");
    const later = await book(property.id, "15:00");
    for (const booking of [early, later]) {
      await db.update(bookings).set({ stripePaymentIntentId: `pi_test_${booking.id}` }).where(eq(bookings.id, booking.id));
    }
    // 9:30 AM on the Tuesday: past the 9:00 request's deadline, before the 15:00 one's.
    const tuesday = new Date("2030-01-08T17:30:00Z");
    const runs = await Promise.all([declineOverdueRequests(db, null, tuesday), declineOverdueRequests(db, null, tuesday)]);
    const mine = runs.flat().filter((booking) => booking.propertyId === property.id);
    expect(mine.map((booking) => booking.id)).toEqual([early.id]);
    const rows = await db.select().from(bookings).where(inArray(bookings.id, [early.id, later.id]));
    expect(rows.find((row) => row.id === early.id)).toMatchObject({ status: "declined", cancellationReason: AUTO_DECLINE_REASON });
    expect(rows.find((row) => row.id === early.id)!.refundRequestedAt).not.toBeNull();
    expect(rows.find((row) => row.id === later.id)!.status).toBe("pending");
    const agentNotices = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.bookingId, early.id), eq(notifications.kind, "booking_declined"), eq(notifications.recipientRole, "listing_agent")));
    expect(agentNotices).toHaveLength(2);
  });
});

describe("[notices] what the agent and the owner are told", () => {
  it("tells the agent who is coming and how to reach them, with the time zone", async () => {
    const { property } = await scenario({ approval: "automatic" });
    const booking = await book(property.id, "10:00");
    const rows = await rowsOf(booking.id);
    const email = rows.find((row) => row.recipientRole === "listing_agent" && row.channel === "email")!;
    expect(email.subject).toBe(`New showing: ${property.fullAddress} on Wed, Jan 9, 10:00 AM PST`);
    expect(email.body).toContain(`Jane Agent, a buyer's agent, for their buyer Bob Buyer (${booking.buyerEmail}) booked a 30-minute showing`);
    expect(email.body).toContain(`Reach Jane Agent at (510) 555-0142 or ${booking.buyerAgentEmail}.`);
    const sms = rows.find((row) => row.recipientRole === "listing_agent" && row.channel === "sms")!;
    expect(sms.body).toContain("Wed, Jan 9, 10:00 AM PST");
    expect(sms.body).toContain("Call (510) 555-0142");
  });

  it("keeps the buyer a buyer's agent brings beside the agent", async () => {
    const { property } = await scenario({ approval: "automatic" });
    const booking = await book(property.id, "10:00");
    expect(booking).toMatchObject({ buyerName: "Bob Buyer", buyerAgentName: "Jane Agent", buyerAgentPhone: "+15105550142", buyerPhone: "" });
    const roles = (await rowsOf(booking.id)).filter((row) => row.channel === "email").map((row) => row.recipientRole);
    expect(roles).toEqual(expect.arrayContaining(["buyer", "buyer_agent"]));
  });

  it("e-mails the linked owner of each showing, with a link that stops the notices", async () => {
    const { owner, property } = await scenario({ approval: "automatic" });
    const booking = await book(property.id, "10:00");
    const notice = (await rowsOf(booking.id)).find((row) => row.recipientRole === "owner")!;
    expect(notice).toMatchObject({ channel: "email", kind: "owner_notice", recipientAddress: owner.email });
    expect(notice.body).toContain("Wed, Jan 9, 10:00 AM PST");
    const token = /Stop showing notices: \S+\/owner-notices\/(\S+)/.exec(notice.body)![1];
    expect(await optOutOfShowingNotices(db, token, NOW)).toBe(true);
    const next = await book(property.id, "13:00");
    expect((await rowsOf(next.id)).some((row) => row.recipientRole === "owner")).toBe(false);
    expect(await optOutOfShowingNotices(db, `${token}x`, NOW)).toBe(false);
  });

  it("tells no owner who opted out", async () => {
    const { property } = await scenario({ approval: "automatic", ownerOptedOut: true });
    const booking = await book(property.id, "10:00");
    expect((await rowsOf(booking.id)).some((row) => row.recipientRole === "owner")).toBe(false);
  });
});
