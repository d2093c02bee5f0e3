import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import twilio from "twilio";
import { describe, expect, it, vi } from "vitest";
import { agentProfiles, bookingActivity, bookings, notifications, smsOptOuts } from "@/db/schema";
import { createBooking } from "@/lib/bookings/create-booking";
import { decideByText, KEYWORD_ANSWERS, NO_OPEN_REQUEST_ANSWER } from "@/lib/bookings/decide-by-text";
import { approveBooking } from "@/lib/bookings/review-booking";
import { agentScope } from "@/lib/auth/scope";
import { rescheduleByBooker } from "@/lib/showings/booker-actions";
import { requireBookableProperty } from "@/lib/bookings/require-bookable-property";
import { createAgent, createProperty } from "./builders";
import { uniqueEmail, useTestDb } from "./db";

const AUTH_TOKEN = "integration-twilio-auth-token";
const APP_URL = "http://localhost:3000";
vi.stubEnv("TWILIO_AUTH_TOKEN", AUTH_TOKEN);
vi.stubEnv("APP_URL", APP_URL);
// The webhook is public: no session is read, and next-auth does not load outside Next.
vi.mock("@/lib/auth/current-user", () => ({ getCurrentUser: async () => null }));

const db = useTestDb();

// Monday 2030-01-07, 9:00 AM in Los Angeles; the requests are for Wednesday 2030-01-09.
const NOW = new Date("2030-01-07T17:00:00Z");

/** A phone number of this test's own, so parallel tests never answer each other's requests. */
const uniquePhone = () => `+1628${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`;
const sid = () => `SM${randomUUID().replaceAll("-", "")}`;

async function agentWithManualProperty() {
  const agent = await createAgent(db);
  const phone = uniquePhone();
  await db.insert(agentProfiles).values({ userId: agent.id, agentName: "Alex Agent", agentPhone: phone, agentEmail: agent.email });
  const property = await createProperty(db, agent.id, { bookingApproval: "manual" });
  return { agent, phone, property };
}

async function request(propertyId: string, time: string, createdAt?: Date) {
  const property = await requireBookableProperty(db, propertyId);
  const booking = await createBooking(db, {
    property,
    now: NOW,
    state: { status: "pending", paymentStatus: "succeeded", feeCents: 1000 },
    request: {
      propertyId,
      requesterType: "buyer",
      name: "Bo Buyer",
      email: uniqueEmail("bo"),
      phone: "+15105550142",
      date: "2030-01-09",
      time,
      termsAccepted: true,
      specialRequests: "",
      buyerName: "",
      buyerEmail: "",
    },
  });
  await db
    .update(bookings)
    .set({ stripePaymentIntentId: `pi_test_${booking.id}`, ...(createdAt ? { createdAt } : {}) })
    .where(eq(bookings.id, booking.id));
  return booking;
}

const statusOf = async (id: string) => (await db.select().from(bookings).where(eq(bookings.id, id)))[0];

function signedInbound(params: Record<string, string>, signature?: string) {
  const url = `${APP_URL}/api/webhooks/twilio/inbound`;
  return new NextRequest(url, {
    method: "POST",
    body: new URLSearchParams(params).toString(),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature": signature ?? twilio.getExpectedTwilioSignature(AUTH_TOKEN, url, params),
    },
  });
}

describe("[sms-replies] agents approve or decline requests by texting Y or N", () => {
  it("Y approves the agent's open request and the answer names it; a repeated delivery changes nothing", async () => {
    const { phone, property } = await agentWithManualProperty();
    const pending = await request(property.id, "10:00");
    const [text] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.bookingId, pending.id), eq(notifications.kind, "approval_request"), eq(notifications.channel, "sms")));
    expect(text.body).toContain("Reply Y to approve, N to decline.");
    expect(text.body).not.toContain("http");
    const message = { from: phone, body: "y", messageSid: sid() };

    const answer = await decideByText(db, null, message, NOW);
    expect(answer).toBe(`Showbook: approved the showing of ${property.fullAddress} on Wed, Jan 9, 10:00 AM PST (${pending.confirmationNumber}).`);
    expect((await statusOf(pending.id)).status).toBe("confirmed");
    const [approval] = await db
      .select()
      .from(bookingActivity)
      .where(and(eq(bookingActivity.bookingId, pending.id), eq(bookingActivity.event, "approve")));
    expect(approval).toMatchObject({ actor: "user", actorUserId: pending.agentId, channel: "sms_reply", fromStatus: "pending", toStatus: "confirmed" });
    const confirmations = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.bookingId, pending.id), eq(notifications.kind, "booking_confirmation")));
    expect(confirmations.length).toBeGreaterThan(0);
    expect(await decideByText(db, null, message, NOW)).toBeNull();
  });

  it("N declines and refunds as the e-mailed link does", async () => {
    const { phone, property } = await agentWithManualProperty();
    const pending = await request(property.id, "11:00");
    const answer = await decideByText(db, null, { from: phone, body: " No. ", messageSid: sid() }, NOW);
    expect(answer).toContain(`Showbook: declined the showing of ${property.fullAddress}`);
    expect(answer).toContain("The fee is refunded.");
    const declined = await statusOf(pending.id);
    expect(declined.status).toBe("declined");
    expect(declined.refundRequestedAt).not.toBeNull();
    const told = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.bookingId, pending.id), eq(notifications.kind, "booking_declined")));
    expect(told.map((row) => row.recipientRole)).toContain("buyer");
  });

  it("with several open requests decides the most recent and says how many still wait", async () => {
    const { phone, property } = await agentWithManualProperty();
    const older = await request(property.id, "10:00", new Date("2030-01-06T10:00:00Z"));
    const newer = await request(property.id, "14:00", new Date("2030-01-06T12:00:00Z"));
    const answer = await decideByText(db, null, { from: "(628) " + phone.slice(5, 8) + "-" + phone.slice(8), body: "Y", messageSid: sid() }, NOW);
    expect(answer).toContain(`(${newer.confirmationNumber})`);
    expect(answer).toContain("1 more request waits: reply Y or N again for the next most recent.");
    expect((await statusOf(newer.id)).status).toBe("confirmed");
    expect((await statusOf(older.id)).status).toBe("pending");
  });

  it("answers a reply that matches no open request, and ignores texts that are no answer", async () => {
    const { phone, property } = await agentWithManualProperty();
    expect(await decideByText(db, null, { from: phone, body: "Y", messageSid: sid() }, NOW)).toBe(NO_OPEN_REQUEST_ANSWER);
    expect(await decideByText(db, null, { from: uniquePhone(), body: "N", messageSid: sid() }, NOW)).toBe(NO_OPEN_REQUEST_ANSWER);
    const pending = await request(property.id, "10:00");
    // After the approval deadline (the start minus 24 hours of notice) the request is no longer open.
    expect(await decideByText(db, null, { from: phone, body: "Y", messageSid: sid() }, new Date("2030-01-08T18:30:00Z"))).toBe(
      NO_OPEN_REQUEST_ANSWER,
    );
    expect(await decideByText(db, null, { from: uniquePhone(), body: "sounds good", messageSid: sid() }, NOW)).toBeNull();
    expect((await statusOf(pending.id)).status).toBe("pending");
  });

  it("the webhook verifies Twilio's signature, still honours STOP, and answers Y/N in TwiML", async () => {
    const { POST } = await import("@/app/api/webhooks/twilio/inbound/route");
    const context = { params: Promise.resolve({}) };
    const stranger = uniquePhone();

    const forged = await POST(signedInbound({ From: stranger, Body: "Y", MessageSid: sid() }, "forged"), context);
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ error: "Invalid signature" });

    const unmatched = await POST(signedInbound({ From: stranger, Body: "Y", MessageSid: sid() }), context);
    expect(unmatched.status).toBe(200);
    expect(unmatched.headers.get("content-type")).toBe("text/xml");
    expect(await unmatched.text()).toContain(`<Message>${NO_OPEN_REQUEST_ANSWER}</Message>`);

    // On the local transport the app confirms STOP itself (Twilio would otherwise).
    const stop = await POST(signedInbound({ From: stranger, Body: "STOP", MessageSid: sid() }), context);
    expect(await stop.text()).toContain(`<Message>${KEYWORD_ANSWERS.opted_out}</Message>`);
    expect(await db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, stranger))).toHaveLength(1);
    const start = await POST(signedInbound({ From: stranger, Body: "start", MessageSid: sid() }), context);
    expect(await start.text()).toContain(`<Message>${KEYWORD_ANSWERS.opted_in}</Message>`);
    expect(await db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, stranger))).toHaveLength(0);
  });

  it("decides a booker's move of an approved showing by Y or N, and its text says so", async () => {
    const { agent, phone, property } = await agentWithManualProperty();
    const booking = await request(property.id, "10:00");
    await approveBooking(db, agentScope(agent.id), booking.id, NOW);
    await rescheduleByBooker(db, booking.manageToken, { date: "2030-01-09", time: "15:00" }, NOW);
    const [text] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.bookingId, booking.id), eq(notifications.kind, "move_request"), eq(notifications.channel, "sms")));
    expect(text.body).toContain("Reply Y to approve, N to decline.");

    const answer = await decideByText(db, null, { from: phone, body: "Y", messageSid: sid() }, NOW);
    expect(answer).toBe(
      `Showbook: approved the move of the showing of ${property.fullAddress} from Wed, Jan 9, 10:00 AM PST to Wed, Jan 9, 3:00 PM PST (${booking.confirmationNumber}).`,
    );
    const moved = await statusOf(booking.id);
    expect(moved).toMatchObject({ status: "confirmed", showingTime: "15:00", moveStartsAt: null });

    // A second move is not possible (one per booking); a declined one keeps the time.
    const other = await request(property.id, "11:00");
    await approveBooking(db, agentScope(agent.id), other.id, NOW);
    await rescheduleByBooker(db, other.manageToken, { date: "2030-01-09", time: "16:00" }, NOW);
    expect(await decideByText(db, null, { from: phone, body: "n", messageSid: sid() }, NOW)).toContain(
      `Showbook: declined the move of the showing of ${property.fullAddress} from Wed, Jan 9, 11:00 AM PST to Wed, Jan 9, 4:00 PM PST (${other.confirmationNumber}). The showing stays on Wed, Jan 9, 11:00 AM PST.`,
    );
    expect(await statusOf(other.id)).toMatchObject({ status: "confirmed", showingTime: "11:00", moveStartsAt: null });
  });

  it("answers any other reply to an open request with what it understands, and decides nothing", async () => {
    const { phone, property } = await agentWithManualProperty();
    const pending = await request(property.id, "10:00");
    const answer = await decideByText(db, null, { from: phone, body: "which one is this?", messageSid: sid() }, NOW);
    expect(answer).toBe(
      `Showbook: we read only Y (approve) and N (decline) here. Your latest open question: the showing of ${property.fullAddress} on Wed, Jan 9, 10:00 AM PST (${pending.confirmationNumber}). For anything else, use your dashboard.`,
    );
    expect((await statusOf(pending.id)).status).toBe("pending");
  });
});
