import { and, eq, gt, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { rateLimits } from "@/db/schema";
import type { RateLimiter } from "@/lib/api/rate-limit";
import { mailboxOf } from "./mailbox";

/**
 * Counts an anonymous attempt to take a slot against the client's address and the
 * booker's mailbox (every alias of one mailbox counts as one), so one script cannot hold
 * every slot of a property.
 */
export async function limitBookingAttempts(limiter: RateLimiter, booker: { ip: string | null; email: string }) {
  if (booker.ip) await limiter.consume("holdsPerIp", booker.ip);
  await limiter.consume("holdsPerEmail", mailboxOf(booker.email));
}

/**
 * A hold that was paid for is no abuse: its attempt is given back to the booker's mailbox, so
 * the per-mailbox limit counts only holds that end unpaid and a buyer's agent can book a whole
 * afternoon of homes. Called once per hold, in the transaction that confirms its payment. The
 * row is rate-limiter-flexible's (key "<limit name>:<key>", expiry in epoch milliseconds).
 */
export async function forgivePaidAttempt(db: DbOrTx, mailbox: string, nowMs = Date.now()): Promise<void> {
  await db
    .update(rateLimits)
    .set({ points: sql`greatest(${rateLimits.points} - 1, 0)` })
    .where(and(eq(rateLimits.key, `holdsPerEmail:${mailbox}`), gt(rateLimits.expire, nowMs)));
}
