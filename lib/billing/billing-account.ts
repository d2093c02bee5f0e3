import { eq, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "@/db/client";
import { billingAccounts, type BillingAccount } from "@/db/schema";

/** Stripe statuses in which the subscription still grants credits and a second one must not be sold. */
const LIVE_STATUSES = ["active", "trialing", "past_due", "incomplete"];

export const isSubscribed = (account: Pick<BillingAccount, "subscriptionStatus"> | undefined) =>
  Boolean(account && LIVE_STATUSES.includes(account.subscriptionStatus));

export async function findBillingAccount(db: Db, userId: string): Promise<BillingAccount | undefined> {
  const [account] = await db.select().from(billingAccounts).where(eq(billingAccounts.userId, userId));
  return account;
}

export async function findUserIdByCustomer(db: Db, customerId: string): Promise<string | undefined> {
  const [account] = await db
    .select({ userId: billingAccounts.userId })
    .from(billingAccounts)
    .where(eq(billingAccounts.stripeCustomerId, customerId));
  return account?.userId;
}

type AccountUpdate = Partial<Pick<BillingAccount, "stripeCustomerId" | "stripeSubscriptionId" | "subscriptionStatus">>;

/** Creates or updates the user's billing row; fields left out keep their value. */
export async function saveBillingAccount(db: Db, userId: string, update: AccountUpdate): Promise<void> {
  await db
    .insert(billingAccounts)
    .values({ userId, ...update })
    .onConflictDoUpdate({ target: billingAccounts.userId, set: { ...update, updatedAt: sql`now()` } });
}

/**
 * The user's Stripe customer, created once: the idempotency key makes a double click
 * create one customer, and the row keeps it for every later Checkout and webhook.
 */
export async function ensureStripeCustomer(db: Db, stripe: Stripe, user: { id: string; email: string }): Promise<string> {
  const account = await findBillingAccount(db, user.id);
  if (account?.stripeCustomerId) return account.stripeCustomerId;
  const customer = await stripe.customers.create(
    { email: user.email, metadata: { userId: user.id } },
    { idempotencyKey: `showbook-customer-${user.id}` },
  );
  await saveBillingAccount(db, user.id, { stripeCustomerId: customer.id });
  return customer.id;
}
