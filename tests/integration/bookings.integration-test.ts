import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentScope, allAgentsScope } from "@/lib/auth/scope";
import { inject } from "vitest";
import { createDb } from "@/db/client";
import { bookings, notifications, properties, stripeEvents } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { bookableDates } from "@/lib/availability/compute-slots";
import { bookingRequestSchema, type BookingRequest } from "@/lib/bookings/booking-input";
import { bookWithoutPayment, PAYMENT_REQUIRED_MESSAGE } from "@/lib/bookings/book-without-payment";
import { expireStaleHolds } from "@/lib/bookings/ledger/expire-stale-holds";
import { listPropertyBookings } from "@/lib/bookings/list-property-bookings";
import { recordShare, countBookings, findListedPropertyIdBySlug, findPublicPropertyBySlug } from "@/lib/bookings/public-property";
import { loadSharePage } from "@/lib/bookings/share-page";
import { recordBookingPageView } from "@/lib/stats/booking-page-views";
import { approveBooking, declineBooking } from "@/lib/bookings/review-booking";
import { confirmPayment } from "@/lib/bookings/confirm-payment";
import { createPaymentHold } from "@/lib/bookings/create-payment-hold";
import { handleStripeWebhook } from "@/lib/bookings/payment-webhook";
import { processDueRefunds } from "@/lib/payments/refund-booking";
import { createStripeClient } from "@/lib/payments/stripe";
import { buyerRequest, createAgent, createProperty } from "./builders";
import { uniqueEmail, useTestDb } from "./db";
import { startFakeStripe } from "./fake-stripe";

const db = useTestDb();
const fake = startFakeStripe();
const WEBHOOK_SECRET = "whsec_test_secret";
const stripe = () => createStripeClient("sk_test_fake", fake.url);

const now = new Date();
const slotDate = bookableDates(now, "America/Los_Angeles")[3];

async function scenario(overrides: Parameters<typeof createProperty>[2] = {}) {
  const agent = await createAgent(db);
  const property = await createProperty(db, agent.id, overrides);
  // One booker per scenario: a booker's own holds are capped and replace each other.
  const email = uniqueEmail("pat");
  const request = (time = "10:00", extra: Partial<BookingRequest> = {}) => buyerRequest(property.id, email, slotDate, time, extra);
  return { agent, property, request };
}

const webhookDelivery = (eventId: string, type: string, intentId: string) => {
  const payload = JSON.stringify({
    id: eventId,
    object: "event",
    type,
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: intentId, object: "payment_intent" } },
  });
  const signature = stripe().webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return { payload, signature, secret: WEBHOOK_SECRET };
};

const overlappingLiveRows = async (propertyId: string) => {
  const rows = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from bookings a join bookings b
      on a.property_id = b.property_id and a.id < b.id and a.blocked_period && b.blocked_period
    where a.property_id = ${propertyId}
      and a.status not in ('cancelled', 'expired', 'declined') and b.status not in ('cancelled', 'expired', 'declined')`);
  return rows[0].n;
};

describe("[bookings] one slot, many writers", () => {
  const wide = createDb(inject("databaseUrl"), 25);
  afterAll(() => wide.sql.end());

  it("lets exactly one of 50 parallel holds for a slot win; the other 49 get 409", async () => {
    const { property, request } = await scenario({ bufferTimeMinutes: 15 });
    // Half ask for 10:00, half for 10:30, which the 15-minute buffer makes overlap.
    const attempts = Array.from({ length: 50 }, (_, index) =>
      createPaymentHold(wide.db, stripe(), request(index % 2 ? "10:30" : "10:00", { email: uniqueEmail(`b${index}`) }), now),
    );
    const results = await Promise.allSettled(attempts);
    const won = results.filter((result) => result.status === "fulfilled");
    const lost = results.flatMap((result) => (result.status === "rejected" ? [result.reason] : []));
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    for (const error of lost) {
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: "conflict", message: "Time slot conflicts with an existing showing" });
    }
    const live = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.propertyId, property.id), eq(bookings.status, "pending_payment")));
    expect(live).toHaveLength(1);
    expect(await overlappingLiveRows(property.id)).toBe(0);
  });

  it("lets two holds on slots far enough apart both succeed", async () => {
    const { property, request } = await scenario({ bufferTimeMinutes: 30 });
    await Promise.all([
      createPaymentHold(db, null, request("10:00"), now),
      createPaymentHold(db, null, request("11:00", { email: uniqueEmail("sam") }), now),
    ]);
    const rows = await db.select().from(bookings).where(eq(bookings.propertyId, property.id));
    expect(rows.map((row) => row.status)).toEqual(["pending_payment", "pending_payment"]);
  });
});

describe("[payments] hold, pay, confirm", () => {
  it("creates the PaymentIntent for the server's fee whatever the client sends", async () => {
    const { request } = await scenario();
    const tampered = bookingRequestSchema.parse({ ...request(), amount: 1, feeCents: 1 });
    const hold = await createPaymentHold(db, stripe(), tampered, now);
    const intent = fake.intents.get(hold.paymentIntentId)!;
    expect(intent).toMatchObject({ amount: 1000, currency: "usd", metadata: { bookingId: hold.bookingId } });
    expect(hold.clientSecret).toBe(intent.client_secret);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, hold.bookingId));
    expect(row).toMatchObject({ status: "pending_payment", feeCents: 1000, stripePaymentIntentId: intent.id });
    expect(+row.holdExpiresAt! - +now).toBe(10 * 60_000);
    expect(row.confirmationNumber).toMatch(/^SB-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(row.manageToken.length).toBeGreaterThanOrEqual(43);
  });

  it("refuses to confirm a payment whose amount differs from the fee, or that has not succeeded", async () => {
    const { request } = await scenario();
    const hold = await createPaymentHold(db, stripe(), request(), now);
    await expect(confirmPayment(db, stripe(), hold.paymentIntentId, now)).rejects.toMatchObject({
      code: "unprocessable_entity",
      message: "Payment has not succeeded (status: requires_payment_method)",
    });
    const intent = fake.intents.get(hold.paymentIntentId)!;
    Object.assign(intent, { amount: 100, amount_received: 100, status: "succeeded" });
    await expect(confirmPayment(db, stripe(), hold.paymentIntentId, now)).rejects.toMatchObject({
      message: "Payment amount does not match the booking fee",
    });
    const [row] = await db.select().from(bookings).where(eq(bookings.id, hold.bookingId));
    expect(row).toMatchObject({ status: "pending_payment", paymentStatus: "pending", paidAt: null });
  });

  it("confirms once when process-booking and the same webhook event, delivered 10 times, race", async () => {
    const { property, request } = await scenario();
    const hold = await createPaymentHold(db, stripe(), request(), now);
    fake.pay(hold.paymentIntentId);
    const eventId = `evt_${hold.bookingId}`;
    const delivery = webhookDelivery(eventId, "payment_intent.succeeded", hold.paymentIntentId);
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => handleStripeWebhook(db, stripe(), delivery)),
      confirmPayment(db, stripe(), hold.paymentIntentId, now),
    ]);
    expect(results.at(-1)).toMatchObject({ status: "confirmed", amount: 1000, mock: false });

    const rows = await db.select().from(bookings).where(eq(bookings.propertyId, property.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "confirmed", paymentStatus: "succeeded", holdExpiresAt: null });
    const events = await db.select().from(stripeEvents).where(eq(stripeEvents.id, eventId));
    expect(events).toHaveLength(1);
    expect(await handleStripeWebhook(db, stripe(), delivery)).toEqual({ received: true, duplicate: true });
    const again = await confirmPayment(db, stripe(), hold.paymentIntentId, now);
    expect(again.booking.paidAt).toEqual(rows[0].paidAt);

    // Eleven confirmations raced and two more came after: each message was written exactly once
    // (the agent of this scenario has no phone on a profile, so gets no SMS).
    const sent = await db
      .select({ kind: notifications.kind, role: notifications.recipientRole, channel: notifications.channel })
      .from(notifications)
      .where(eq(notifications.bookingId, hold.bookingId));
    expect(sent.map(({ kind, role, channel }) => `${kind} to ${role} by ${channel}`).sort()).toEqual([
      "booking_confirmation to buyer by email",
      "booking_confirmation to buyer by sms",
      "new_booking to listing_agent by email",
    ]);
  });

  it("refuses a webhook with a bad signature", async () => {
    const delivery = webhookDelivery("evt_forged", "payment_intent.succeeded", "pi_fake_1");
    await expect(
      handleStripeWebhook(db, stripe(), { ...delivery, payload: delivery.payload.replace("pi_fake_1", "pi_fake_2") }),
    ).rejects.toMatchObject({ code: "bad_request", message: "Invalid Stripe signature" });
  });

  it("refunds, once, a payment that arrives after the hold expired and the slot was taken", async () => {
    const { property, request } = await scenario();
    const late = await createPaymentHold(db, stripe(), request(), now);
    const later = new Date(+now + 11 * 60_000);
    const taker = await createPaymentHold(db, stripe(), request("10:00", { email: uniqueEmail("quick") }), later);
    fake.pay(late.paymentIntentId);

    const result = await confirmPayment(db, stripe(), late.paymentIntentId, new Date(+later + 60_000));
    expect(result.status).toBe("refunded");
    const refunds = fake.refunds.filter((refund) => refund.payment_intent === late.paymentIntentId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0].amount).toBe(1000);
    const [lateRow] = await db.select().from(bookings).where(eq(bookings.id, late.bookingId));
    expect(lateRow).toMatchObject({ status: "expired", paymentStatus: "refunded", stripeRefundId: refunds[0].id });
    const [takerRow] = await db.select().from(bookings).where(eq(bookings.id, taker.bookingId));
    expect(takerRow.status).toBe("pending_payment");

    await handleStripeWebhook(db, stripe(), webhookDelivery(`evt_late_${late.bookingId}`, "payment_intent.succeeded", late.paymentIntentId));
    expect(fake.refunds.filter((refund) => refund.payment_intent === late.paymentIntentId)).toHaveLength(1);
    expect(await overlappingLiveRows(property.id)).toBe(0);
  });

  it("confirms a late payment when the expired hold's slot is still free", async () => {
    const { request } = await scenario();
    const hold = await createPaymentHold(db, stripe(), request(), now);
    const later = new Date(+now + 15 * 60_000);
    expect((await expireStaleHolds(db, later)).map((row) => row.id)).toContain(hold.bookingId);
    fake.pay(hold.paymentIntentId);
    const result = await confirmPayment(db, stripe(), hold.paymentIntentId, later);
    expect(result).toMatchObject({ status: "confirmed", booking: { status: "confirmed", paymentStatus: "succeeded" } });
  });

  it("releases a stale hold when someone else asks for its slot", async () => {
    const { request } = await scenario();
    const first = await createPaymentHold(db, null, request(), now);
    const someoneElse = request("10:00", { email: uniqueEmail("sam") });
    await expect(createPaymentHold(db, null, someoneElse, new Date(+now + 9 * 60_000))).rejects.toMatchObject({ code: "conflict" });
    const second = await createPaymentHold(db, null, someoneElse, new Date(+now + 10 * 60_000));
    const [firstRow] = await db.select().from(bookings).where(eq(bookings.id, first.bookingId));
    expect(firstRow.status).toBe("expired");
    expect(second.bookingId).not.toBe(first.bookingId);
  });
});

describe("[payments] mock mode and unpaid bookings", () => {
  it("processes a mock payment without a charge", async () => {
    const { request } = await scenario();
    const hold = await createPaymentHold(db, null, request(), now);
    expect(hold).toMatchObject({ mock: true, amount: 1000 });
    expect(hold.clientSecret).toContain("mock");
    const result = await confirmPayment(db, null, hold.paymentIntentId, now);
    expect(result).toMatchObject({ status: "confirmed", mock: true, booking: { paymentStatus: "mock", status: "confirmed" } });
    await expect(confirmPayment(db, stripe(), hold.paymentIntentId, now)).rejects.toMatchObject({ code: "bad_request" });
  });

  it("books without payment only where no fee is collected", async () => {
    const { request } = await scenario();
    await expect(bookWithoutPayment(db, request(), { stripeConfigured: true, now })).rejects.toMatchObject({
      code: "bad_request",
      message: PAYMENT_REQUIRED_MESSAGE,
    });
    const mock = await bookWithoutPayment(db, request(), { stripeConfigured: false, now });
    expect(mock).toMatchObject({ status: "confirmed", paymentStatus: "mock" });
    const demo = await scenario({ isDemo: true });
    const waived = await bookWithoutPayment(db, demo.request(), { stripeConfigured: true, now });
    expect(waived).toMatchObject({ status: "confirmed", paymentStatus: "waived", isDemo: true });
  });

  it("refuses unlisted properties, unknown ids and slots outside the schedule", async () => {
    const unlisted = await scenario({ status: "unlisted" });
    await expect(createPaymentHold(db, null, unlisted.request(), now)).rejects.toMatchObject({ code: "conflict" });
    const { request } = await scenario();
    await expect(createPaymentHold(db, null, { ...request(), propertyId: "no-such-slug" }, now)).rejects.toMatchObject({
      code: "not_found",
      message: "Property not found. This property may have been removed or the booking link may be invalid.",
    });
    await expect(createPaymentHold(db, null, request("20:00"), now)).rejects.toMatchObject({
      code: "unprocessable_entity",
      message: expect.stringMatching(/^Showings are only available between 9:00 AM and 5:00 PM on /),
    });
  });
});

describe("[bookings] manual approval", () => {
  it("keeps a paid booking pending until the agent approves it", async () => {
    const { agent, request } = await scenario({ bookingApproval: "manual" });
    const hold = await createPaymentHold(db, stripe(), request(), now);
    fake.pay(hold.paymentIntentId);
    expect((await confirmPayment(db, stripe(), hold.paymentIntentId, now)).status).toBe("pending_approval");
    const stranger = await createAgent(db);
    await expect(approveBooking(db, agentScope(stranger.id), hold.bookingId)).rejects.toMatchObject({ code: "not_found" });
    const approved = await approveBooking(db, agentScope(agent.id), hold.bookingId);
    expect(approved.status).toBe("confirmed");
    await expect(approveBooking(db, agentScope(agent.id), hold.bookingId)).rejects.toMatchObject({ code: "conflict" });
  });

  it("refunds a declined paid booking and frees its slot", async () => {
    const { agent, request } = await scenario({ bookingApproval: "manual" });
    const hold = await createPaymentHold(db, stripe(), request(), now);
    fake.pay(hold.paymentIntentId);
    await confirmPayment(db, stripe(), hold.paymentIntentId, now);
    const declined = await declineBooking(db, stripe(), agentScope(agent.id), hold.bookingId);
    expect(declined).toMatchObject({ status: "declined", paymentStatus: "refunded" });
    expect(fake.refunds.filter((refund) => refund.payment_intent === hold.paymentIntentId)).toHaveLength(1);
    await expect(createPaymentHold(db, null, request(), now)).resolves.toMatchObject({ mock: true });
  });
});

describe("[bookings] refunds that cannot reach Stripe", () => {
  it("keeps the refund due when Stripe is down, and the refund job pays it back once", async () => {
    const { agent, request } = await scenario({ bookingApproval: "manual" });
    const hold = await createPaymentHold(db, stripe(), request(), now);
    fake.pay(hold.paymentIntentId);
    await confirmPayment(db, stripe(), hold.paymentIntentId, now);
    const unreachable = createStripeClient("sk_test_fake", "http://127.0.0.1:9");
    const declined = await declineBooking(db, unreachable, agentScope(agent.id), hold.bookingId);
    expect(declined).toMatchObject({ status: "declined", paymentStatus: "succeeded" });
    expect(declined.refundRequestedAt).toBeInstanceOf(Date);
    expect(fake.refunds.filter((refund) => refund.payment_intent === hold.paymentIntentId)).toHaveLength(0);

    await processDueRefunds(db, stripe(), now);
    await processDueRefunds(db, stripe(), now);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, hold.bookingId));
    expect(row.paymentStatus).toBe("refunded");
    expect(fake.refunds.filter((refund) => refund.payment_intent === hold.paymentIntentId)).toHaveLength(1);
  });

  it("refunds the others when Stripe refuses one refund, and records why on that one", async () => {
    const declinedWhileStripeDown = async () => {
      const { agent, request } = await scenario({ bookingApproval: "manual" });
      const hold = await createPaymentHold(db, stripe(), request(), now);
      fake.pay(hold.paymentIntentId);
      await confirmPayment(db, stripe(), hold.paymentIntentId, now);
      await declineBooking(db, createStripeClient("sk_test_fake", "http://127.0.0.1:9"), agentScope(agent.id), hold.bookingId);
      return hold;
    };
    const refused = await declinedWhileStripeDown();
    const fine = await declinedWhileStripeDown();
    fake.refusedRefunds.add(refused.paymentIntentId);

    await processDueRefunds(db, stripe(), now);
    const [refusedRow] = await db.select().from(bookings).where(eq(bookings.id, refused.bookingId));
    const [fineRow] = await db.select().from(bookings).where(eq(bookings.id, fine.bookingId));
    expect(fineRow.paymentStatus).toBe("refunded");
    expect(refusedRow).toMatchObject({ paymentStatus: "succeeded", refundAttemptedAt: now });
    expect(refusedRow.refundError).toContain("has been disputed");
  });
});

describe("[payments] webhook events out of order", () => {
  it("a payment failure that arrives after the payment succeeded leaves the booking paid", async () => {
    const { request } = await scenario();
    const hold = await createPaymentHold(db, stripe(), request(), now);
    await handleStripeWebhook(db, stripe(), webhookDelivery(`evt_failed_first_${hold.bookingId}`, "payment_intent.payment_failed", hold.paymentIntentId));
    const [failed] = await db.select().from(bookings).where(eq(bookings.id, hold.bookingId));
    expect(failed).toMatchObject({ status: "pending_payment", paymentStatus: "failed" });

    fake.pay(hold.paymentIntentId);
    await handleStripeWebhook(db, stripe(), webhookDelivery(`evt_succeeded_${hold.bookingId}`, "payment_intent.succeeded", hold.paymentIntentId));
    await handleStripeWebhook(db, stripe(), webhookDelivery(`evt_failed_late_${hold.bookingId}`, "payment_intent.payment_failed", hold.paymentIntentId));
    const [paid] = await db.select().from(bookings).where(eq(bookings.id, hold.bookingId));
    expect(paid).toMatchObject({ status: "confirmed", paymentStatus: "succeeded" });
  });
});

describe("[bookings] agent views and share counters", () => {
  it("lists a property's bookings to its agent and an admin only", async () => {
    const { agent, property, request } = await scenario();
    await bookWithoutPayment(db, request(), { stripeConfigured: false, now });
    const list = await listPropertyBookings(db, agentScope(agent.id), property.id);
    expect(list).toHaveLength(1);
    expect(list[0]).not.toHaveProperty("manageToken");
    const stranger = await createAgent(db);
    await expect(listPropertyBookings(db, agentScope(stranger.id), property.id)).rejects.toMatchObject({
      code: "not_found",
    });
    expect(await listPropertyBookings(db, allAgentsScope({ id: stranger.id, isAdmin: true }), property.id)).toHaveLength(1);
  });

  it("counts views (each visitor once a day, as the stats do), shares and bookings of a share page", async () => {
    const { property, request } = await scenario();
    const visitor = (browser: string) => new Headers({ "user-agent": `Mozilla/5.0 ${browser}` });
    expect(await findListedPropertyIdBySlug(db, property.slug)).toBe(property.id);
    await recordBookingPageView(db, property.id, visitor("Firefox/140.0"), now);
    await recordBookingPageView(db, property.id, visitor("Firefox/140.0"), now);
    await recordBookingPageView(db, property.id, visitor("Chrome/150.0"), now);
    expect(await recordShare(db, property.slug)).toBe(true);
    expect(await recordShare(db, "missing-slug")).toBe(false);
    await bookWithoutPayment(db, request(), { stripeConfigured: false, now });
    await createPaymentHold(db, null, request("14:00"), now);
    expect(await loadSharePage(db, property.slug)).toMatchObject({ viewCount: 2, shareCount: 1, bookingCount: 1 });
    expect(await findPublicPropertyBySlug(db, property.slug)).toMatchObject({ shareCount: 1 });
    expect(await countBookings(db, property.id)).toBe(1);
    await db.update(properties).set({ status: "unlisted" }).where(eq(properties.id, property.id));
    expect(await findListedPropertyIdBySlug(db, property.slug)).toBeNull();
  });
});

beforeAll(() => {
  expect(slotDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});
