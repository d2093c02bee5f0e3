import type Stripe from "stripe";
import type { Db } from "@/db/client";
import { AppError } from "@/lib/errors";
import { recordCredits } from "@/lib/credits/ledger";
import { SUBSCRIPTION_CREDITS } from "@/lib/credits/plans";
import { applyStripeEvent, verifiedStripeEvent, type WebhookDelivery } from "@/lib/payments/stripe-webhook";
import { findUserIdByCustomer, saveBillingAccount } from "./billing-account";

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : value?.id);

/** A completed Checkout: a paid pack grants its credits; a subscription links its id to the user. */
async function applyCheckoutCompleted(db: Db, stripe: Stripe, sessionId: string): Promise<void> {
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  const customerId = idOf(session.customer);
  const userId = (customerId && (await findUserIdByCustomer(db, customerId))) || undefined;
  if (!userId || session.metadata?.userId !== userId) {
    throw new AppError("not_found", `Checkout session ${session.id} belongs to no Showbook user`);
  }
  if (session.mode === "payment" && session.metadata?.kind === "pack" && session.payment_status === "paid") {
    const credits = Number(session.metadata.credits);
    if (!Number.isInteger(credits) || credits < 1) throw new AppError("bad_request", `Checkout session ${session.id} has no credit count`);
    await recordCredits(db, { userId, delta: credits, reason: "pack", reference: `pack:${session.id}` });
  }
  if (session.mode === "subscription") {
    const subscriptionId = idOf(session.subscription);
    if (subscriptionId) await saveBillingAccount(db, userId, { stripeSubscriptionId: subscriptionId, subscriptionStatus: "active" });
  }
}

/** A paid subscription invoice (the first month and every renewal) grants the month's credits, once per invoice. */
async function applyInvoicePaid(db: Db, stripe: Stripe, invoiceId: string): Promise<void> {
  const invoice = await stripe.invoices.retrieve(invoiceId);
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  if (invoice.status !== "paid" || !subscriptionId) return;
  const customerId = idOf(invoice.customer);
  const userId = customerId ? await findUserIdByCustomer(db, customerId) : undefined;
  if (!userId) throw new AppError("not_found", `Invoice ${invoice.id} belongs to no Showbook user`);
  await saveBillingAccount(db, userId, { stripeSubscriptionId: subscriptionId, subscriptionStatus: "active" });
  await recordCredits(db, { userId, delta: SUBSCRIPTION_CREDITS, reason: "subscription", reference: `invoice:${invoice.id}` });
}

async function applySubscriptionDeleted(db: Db, stripe: Stripe, subscriptionId: string): Promise<void> {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const customerId = idOf(subscription.customer);
  const userId = customerId ? await findUserIdByCustomer(db, customerId) : undefined;
  if (!userId) throw new AppError("not_found", `Subscription ${subscription.id} belongs to no Showbook user`);
  await saveBillingAccount(db, userId, { stripeSubscriptionId: subscription.id, subscriptionStatus: subscription.status });
}

/**
 * The billing webhook: the signature is checked on the raw body, the event is only a
 * pointer (its object is read back from Stripe), and every grant is keyed by the Stripe
 * object it pays for, so a replayed or duplicated event never grants twice.
 */
export async function handleBillingWebhook(
  db: Db,
  stripeClient: Stripe | null,
  delivery: WebhookDelivery,
): Promise<{ received: true }> {
  const { stripe, event } = verifiedStripeEvent(stripeClient, delivery);
  await applyStripeEvent("billing", event, async () => {
    if (event.type === "checkout.session.completed") await applyCheckoutCompleted(db, stripe, event.data.object.id);
    if (event.type === "invoice.paid" && event.data.object.id) await applyInvoicePaid(db, stripe, event.data.object.id);
    if (event.type === "customer.subscription.deleted") await applySubscriptionDeleted(db, stripe, event.data.object.id);
  });
  return { received: true };
}
