import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

export const CREDIT_REASONS = ["signup", "generation", "refund", "subscription", "pack"] as const;

/**
 * Append-only credit ledger: the balance is the sum of a user's deltas. `reference` names
 * the event that caused a row (an image, a Stripe invoice or session), so a replayed
 * event can never grant or spend twice.
 */
export const creditLedger = pgTable(
  "credit_ledger",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    delta: integer("delta").notNull(),
    reason: text("reason", { enum: CREDIT_REASONS }).notNull(),
    reference: text("reference").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("credit_ledger_user_idx").on(table.userId),
    check("credit_ledger_delta_check", sql`${table.delta} <> 0`),
    check(
      "credit_ledger_reason_check",
      sql`${table.reason} in ('signup', 'generation', 'refund', 'subscription', 'pack')`,
    ),
  ],
);

/** A user's Stripe customer and image subscription, as the last webhook (or mock checkout) left them. */
export const billingAccounts = pgTable("billing_accounts", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  stripeCustomerId: text("stripe_customer_id").unique(),
  stripeSubscriptionId: text("stripe_subscription_id").unique(),
  subscriptionStatus: text("subscription_status").notNull().default("none"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type CreditReason = (typeof CREDIT_REASONS)[number];
export type BillingAccount = typeof billingAccounts.$inferSelect;
