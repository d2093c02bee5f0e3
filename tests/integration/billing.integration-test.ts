import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findBillingAccount, saveBillingAccount } from "@/lib/billing/billing-account";
import { handleBillingWebhook } from "@/lib/billing/handle-billing-webhook";
import { openBillingPortal, startCheckout } from "@/lib/billing/start-checkout";
import { getCreditBalance } from "@/lib/credits/ledger";
import { createStripeClient } from "@/lib/payments/stripe";
import { startFakeServer, type FakeReply, type RecordedRequest } from "../fixtures/fake-http";
import { createAgent } from "./builders";
import { useTestDb } from "./db";

const db = useTestDb();
const secret = "whsec_billing_test";

/** Stripe objects the fake API answers with, by id; the webhook reads them back from here. */
const objects = new Map<string, Record<string, unknown>>();

function answerStripe({ method, path }: RecordedRequest): FakeReply {
  const route = path.split("?")[0];
  if (method === "POST" && route === "/v1/customers") return { status: 200, body: { id: `cus_${randomUUID().slice(0, 12)}`, object: "customer" } };
  if (method === "POST" && route === "/v1/checkout/sessions") {
    const id = `cs_${randomUUID().slice(0, 12)}`;
    return { status: 200, body: { id, object: "checkout.session", url: `https://checkout.stripe.test/${id}` } };
  }
  if (method === "POST" && route === "/v1/billing_portal/sessions") return { status: 200, body: { id: "bps_1", url: "https://billing.stripe.test/p" } };
  const found = objects.get(route.split("/").pop() ?? "");
  if (method === "GET" && found) return { status: 200, body: found };
  return { status: 404, body: { error: { type: "invalid_request_error", message: `No such object: ${route}` } } };
}

let stripeServer: Awaited<ReturnType<typeof startFakeServer>>;
let stripe: ReturnType<typeof createStripeClient>;
beforeAll(async () => {
  stripeServer = await startFakeServer(answerStripe);
  stripe = createStripeClient("sk_test_billing", stripeServer.url);
});
afterAll(() => stripeServer.close());

function deliver(type: string, objectId: string, eventId = `evt_${randomUUID().slice(0, 12)}`) {
  const payload = JSON.stringify({ id: eventId, object: "event", type, api_version: "2026-10-28.endive", created: 1, livemode: false, pending_webhooks: 0, request: null, data: { object: { id: objectId } } });
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
  return handleBillingWebhook(db, stripe, { payload, signature, secret });
}

/** A user with a Stripe customer, as startCheckout leaves them. */
async function customer() {
  const user = await createAgent(db);
  const customerId = `cus_${randomUUID().slice(0, 12)}`;
  await saveBillingAccount(db, user.id, { stripeCustomerId: customerId });
  return { user, customerId };
}

function paidInvoice(customerId: string, subscriptionId: string) {
  const id = `in_${randomUUID().slice(0, 12)}`;
  objects.set(id, { id, object: "invoice", status: "paid", customer: customerId, parent: { type: "subscription_details", subscription_details: { subscription: subscriptionId, metadata: {} } } });
  return id;
}

describe("[billing] Stripe Checkout", () => {
  it("starts a $10/month subscription Checkout for one customer and grants nothing yet", async () => {
    const user = await createAgent(db);
    const starts = await Promise.all([startCheckout(db, stripe, user, "subscription"), startCheckout(db, stripe, user, "subscription")]);
    expect(starts[0]).toMatchObject({ mock: false, url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/cs_/) });
    const sessions = stripeServer.requests.filter((request) => request.path === "/v1/checkout/sessions" && request.body.includes(user.id));
    const body = new URLSearchParams(sessions[0].body);
    expect(body.get("mode")).toBe("subscription");
    expect(body.get("line_items[0][price_data][unit_amount]")).toBe("1000");
    expect(body.get("line_items[0][price_data][recurring][interval]")).toBe("month");
    expect(body.get("metadata[userId]")).toBe(user.id);
    const customerKeys = stripeServer.requests
      .filter((request) => request.path === "/v1/customers" && request.body.includes(user.id))
      .map((request) => request.headers["idempotency-key"]);
    expect(new Set(customerKeys)).toEqual(new Set([`showbook-customer-${user.id}`]));
    expect(await getCreditBalance(db, user.id)).toBe(5);
  });

  it("starts a one-time credit pack Checkout at the configured price", async () => {
    const user = await createAgent(db);
    await startCheckout(db, stripe, user, "pack");
    const [session] = stripeServer.requests.filter((request) => request.path === "/v1/checkout/sessions" && request.body.includes(user.id));
    const body = new URLSearchParams(session.body);
    expect([body.get("mode"), body.get("line_items[0][price_data][unit_amount]"), body.get("metadata[credits]")]).toEqual(["payment", "500", "10"]);
  });

  it("links the billing portal to the user's customer", async () => {
    const { user } = await customer();
    expect(await openBillingPortal(db, stripe, user.id)).toEqual({ url: "https://billing.stripe.test/p" });
    const stranger = await createAgent(db);
    await expect(openBillingPortal(db, stripe, stranger.id)).rejects.toMatchObject({ code: "not_found" });
  });
});

describe("[billing] webhooks", () => {
  it("grants 20 credits per paid invoice exactly once, however often the event is replayed", async () => {
    const { user, customerId } = await customer();
    const subscriptionId = `sub_${randomUUID().slice(0, 12)}`;
    const invoice = paidInvoice(customerId, subscriptionId);
    const eventId = `evt_${randomUUID().slice(0, 12)}`;
    await deliver("invoice.paid", invoice, eventId);
    await Promise.all(Array.from({ length: 6 }, () => deliver("invoice.paid", invoice, eventId)));
    await deliver("invoice.paid", invoice);
    expect(await getCreditBalance(db, user.id)).toBe(5 + 20);
    expect(await findBillingAccount(db, user.id)).toMatchObject({ subscriptionStatus: "active", stripeSubscriptionId: subscriptionId });

    await deliver("invoice.paid", paidInvoice(customerId, subscriptionId));
    expect(await getCreditBalance(db, user.id)).toBe(5 + 40);
  });

  it("grants a paid pack once under parallel replays, and nothing for an unpaid one", async () => {
    const { user, customerId } = await customer();
    const paid = `cs_${randomUUID().slice(0, 12)}`;
    const unpaid = `cs_${randomUUID().slice(0, 12)}`;
    const session = { object: "checkout.session", mode: "payment", customer: customerId, metadata: { userId: user.id, kind: "pack", credits: "10" } };
    objects.set(paid, { ...session, id: paid, payment_status: "paid" });
    objects.set(unpaid, { ...session, id: unpaid, payment_status: "unpaid" });
    await Promise.all(Array.from({ length: 8 }, () => deliver("checkout.session.completed", paid)));
    await deliver("checkout.session.completed", unpaid);
    expect(await getCreditBalance(db, user.id)).toBe(15);
  });

  it("ignores a session whose metadata names another user", async () => {
    const { customerId } = await customer();
    const victim = await createAgent(db);
    const id = `cs_${randomUUID().slice(0, 12)}`;
    objects.set(id, { id, object: "checkout.session", mode: "payment", payment_status: "paid", customer: customerId, metadata: { userId: victim.id, kind: "pack", credits: "10" } });
    await expect(deliver("checkout.session.completed", id)).resolves.toEqual({ received: true });
    expect(await getCreditBalance(db, victim.id)).toBe(5);
  });

  it("records the subscription from Checkout, refuses a second one, and ends it on deletion", async () => {
    const { user, customerId } = await customer();
    const sessionId = `cs_${randomUUID().slice(0, 12)}`;
    const subscriptionId = `sub_${randomUUID().slice(0, 12)}`;
    objects.set(sessionId, { id: sessionId, object: "checkout.session", mode: "subscription", payment_status: "paid", customer: customerId, subscription: subscriptionId, metadata: { userId: user.id, kind: "subscription" } });
    await deliver("checkout.session.completed", sessionId);
    expect(await findBillingAccount(db, user.id)).toMatchObject({ stripeSubscriptionId: subscriptionId, subscriptionStatus: "active" });
    await expect(startCheckout(db, stripe, user, "subscription")).rejects.toMatchObject({ code: "conflict" });

    objects.set(subscriptionId, { id: subscriptionId, object: "subscription", status: "canceled", customer: customerId });
    await deliver("customer.subscription.deleted", subscriptionId);
    expect(await findBillingAccount(db, user.id)).toMatchObject({ subscriptionStatus: "canceled" });
  });

  it("refuses a delivery without a valid signature", async () => {
    const payload = JSON.stringify({ id: "evt_forged", type: "invoice.paid", data: { object: { id: "in_forged" } } });
    await expect(handleBillingWebhook(db, stripe, { payload, signature: "t=1,v1=bad", secret })).rejects.toMatchObject({ code: "bad_request", message: "Invalid Stripe signature" });
    await expect(handleBillingWebhook(db, stripe, { payload, signature: null, secret })).rejects.toMatchObject({ message: "Missing Stripe signature" });
  });
});

describe("[billing] mock mode (no Stripe keys)", () => {
  it("grants the subscription's 20 credits once a month and packs each time", async () => {
    const user = await createAgent(db);
    const now = new Date("2026-03-15T12:00:00Z");
    expect(await startCheckout(db, null, user, "subscription", now)).toEqual({ url: "/credits?checkout=success", mock: true });
    await expect(startCheckout(db, null, user, "subscription", now)).rejects.toMatchObject({ code: "conflict" });
    await startCheckout(db, null, user, "pack", now);
    await startCheckout(db, null, user, "pack", now);
    expect(await getCreditBalance(db, user.id)).toBe(5 + 20 + 10 + 10);
    await expect(openBillingPortal(db, null, user.id)).rejects.toMatchObject({ code: "conflict" });
  });
});
