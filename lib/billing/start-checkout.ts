import "server-only";
import { randomUUID } from "node:crypto";
import type Stripe from "stripe";
import type { Db } from "@/db/client";
import { AppError } from "@/lib/errors";
import { recordCredits } from "@/lib/credits/ledger";
import { SUBSCRIPTION_CREDITS, SUBSCRIPTION_PRICE_CENTS } from "@/lib/credits/plans";
import { env } from "@/lib/env";
import { ensureStripeCustomer, findBillingAccount, isSubscribed, saveBillingAccount } from "./billing-account";

export type CheckoutKind = "subscription" | "pack";
type Buyer = { id: string; email: string };

/** Where the browser goes next: Stripe's hosted Checkout, or straight back to /credits in mock mode. */
export type CheckoutStart = { url: string; mock: boolean };

const creditsPage = (outcome: string) => `${env().APP_URL}/credits?checkout=${outcome}`;

/** Mock mode (no Stripe keys), as for bookings: the purchase is granted at once without a charge. */
async function grantMockPurchase(db: Db, buyer: Buyer, kind: CheckoutKind, now: Date): Promise<CheckoutStart> {
  if (kind === "subscription") {
    await saveBillingAccount(db, buyer.id, { subscriptionStatus: "active" });
    const month = now.toISOString().slice(0, 7);
    await recordCredits(db, {
      userId: buyer.id,
      delta: SUBSCRIPTION_CREDITS,
      reason: "subscription",
      reference: `mock-subscription:${buyer.id}:${month}`,
    });
  } else {
    await recordCredits(db, {
      userId: buyer.id,
      delta: env().CREDIT_PACK_CREDITS,
      reason: "pack",
      reference: `mock-pack:${randomUUID()}`,
    });
  }
  return { url: "/credits?checkout=success", mock: true };
}

function subscriptionLineItem(): Stripe.Checkout.SessionCreateParams.LineItem {
  const priceId = env().STRIPE_SUBSCRIPTION_PRICE_ID;
  if (priceId) return { price: priceId, quantity: 1 };
  return {
    quantity: 1,
    price_data: {
      currency: "usd",
      unit_amount: SUBSCRIPTION_PRICE_CENTS,
      recurring: { interval: "month" },
      product_data: { name: `Image subscription: ${SUBSCRIPTION_CREDITS} credits a month` },
    },
  };
}

/**
 * Starts a purchase of the monthly subscription (its price in lib/credits/plans.ts) or a
 * one-time credit pack. Credits are granted later by the webhook (invoice.paid,
 * checkout.session.completed), never here.
 */
export async function startCheckout(
  db: Db,
  stripe: Stripe | null,
  buyer: Buyer,
  kind: CheckoutKind,
  now = new Date(),
): Promise<CheckoutStart> {
  if (kind === "subscription" && isSubscribed(await findBillingAccount(db, buyer.id))) {
    throw new AppError("conflict", "You already have an active subscription.");
  }
  if (!stripe) return grantMockPurchase(db, buyer, kind, now);

  const customer = await ensureStripeCustomer(db, stripe, buyer);
  const { CREDIT_PACK_CREDITS, CREDIT_PACK_PRICE_CENTS } = env();
  const common = {
    customer,
    client_reference_id: buyer.id,
    success_url: creditsPage("success"),
    cancel_url: creditsPage("cancelled"),
  };
  const session =
    kind === "subscription"
      ? await stripe.checkout.sessions.create({
          ...common,
          mode: "subscription",
          line_items: [subscriptionLineItem()],
          metadata: { userId: buyer.id, kind },
          subscription_data: { metadata: { userId: buyer.id } },
        })
      : await stripe.checkout.sessions.create({
          ...common,
          mode: "payment",
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: "usd",
                unit_amount: CREDIT_PACK_PRICE_CENTS,
                product_data: { name: `${CREDIT_PACK_CREDITS} image credits` },
              },
            },
          ],
          metadata: { userId: buyer.id, kind, credits: String(CREDIT_PACK_CREDITS) },
        });
  if (!session.url) throw new AppError("bad_gateway", "Stripe did not return a checkout page. Please try again.");
  return { url: session.url, mock: false };
}

/** A link to Stripe's billing portal, where the subscriber changes the card or cancels. */
export async function openBillingPortal(db: Db, stripe: Stripe | null, userId: string): Promise<{ url: string }> {
  if (!stripe) throw new AppError("conflict", "The billing portal needs Stripe to be configured; mock mode has no billing to manage.");
  const account = await findBillingAccount(db, userId);
  if (!account?.stripeCustomerId) throw new AppError("not_found", "You have no billing account yet. Subscribe or buy a pack first.");
  const portal = await stripe.billingPortal.sessions.create({
    customer: account.stripeCustomerId,
    return_url: `${env().APP_URL}/credits`,
  });
  return { url: portal.url };
}
