import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { creditLedger, users, type CreditReason } from "@/db/schema";
import { ownRows } from "@/lib/auth/scope";
import { AppError } from "@/lib/errors";
import { env } from "@/lib/env";
import { NO_CREDITS_MESSAGE } from "./plans";

type Grant = { userId: string; delta: number; reason: CreditReason; reference: string };

/** Adds one ledger row unless its reference was already recorded; true when it was new. */
export async function recordCredits(db: Db, { userId, delta, reason, reference }: Grant): Promise<boolean> {
  const inserted = await db
    .insert(creditLedger)
    .values({ userId, delta, reason, reference })
    .onConflictDoNothing({ target: creditLedger.reference })
    .returning({ id: creditLedger.id });
  return inserted.length > 0;
}

/**
 * The sign-up allowance, granted once per account on first use of credits (the reference
 * makes it once), so accounts made before the gallery existed get it too.
 */
async function grantSignupCredits(db: Db, userId: string): Promise<void> {
  const allowance = env().SIGNUP_CREDITS;
  if (allowance > 0) await recordCredits(db, { userId, delta: allowance, reason: "signup", reference: `signup:${userId}` });
}

const sumDeltas = sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int`;

export async function getCreditBalance(db: Db, userId: string): Promise<number> {
  await grantSignupCredits(db, userId);
  const [row] = await db.select({ balance: sumDeltas }).from(creditLedger).where(ownRows(creditLedger.userId, userId));
  return row.balance;
}

/**
 * Spends one credit for `reference` (an image about to be made) and returns the balance
 * left. The user's row is locked first, so parallel spends queue and none goes below zero.
 */
export async function spendCredit(db: Db, userId: string, reference: string): Promise<number> {
  await grantSignupCredits(db, userId);
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [row] = await tx.select({ balance: sumDeltas }).from(creditLedger).where(ownRows(creditLedger.userId, userId));
    if (row.balance < 1) throw new AppError("payment_required", NO_CREDITS_MESSAGE);
    await tx.insert(creditLedger).values({ userId, delta: -1, reason: "generation", reference });
    return row.balance - 1;
  });
}

/** Gives back the credit spent for `reference` when its image could not be made; once only. */
export function refundCredit(db: Db, userId: string, reference: string): Promise<boolean> {
  return recordCredits(db, { userId, delta: 1, reason: "refund", reference: `refund:${reference}` });
}
