import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { sessions, users, type User } from "@/db/schema";
import { isAppError } from "@/lib/errors";
import type { RateLimiter } from "@/lib/rate-limit/rate-limit";
import type { RateLimitName } from "@/lib/rate-limit/rules";
import { SESSION_MAX_AGE_SECONDS } from "./config";
import { timingSafeDummyVerify, verifyPassword } from "./password";

export type AuthenticateResult =
  | { ok: true; user: User; sessionId: string }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "throttled"; limit: RateLimitName };

type Attempt = { email: string; password: string; ip: string | null; userAgent: string | null };

/** Spends one point of a limit; how many the key has spent in the window, or null when over it. */
async function spend(limiter: RateLimiter, name: RateLimitName, key: string): Promise<number | null> {
  try {
    return await limiter.consume(name, key);
  } catch (error) {
    if (isAppError(error) && error.code === "rate_limit_exceeded") return null;
    throw error;
  }
}

const accountAtAddress = (email: string, ip: string | null) => `${email}|${ip ?? ""}`;

/**
 * Spends one attempt before the password is checked, counted atomically in PostgreSQL so parallel
 * guesses cannot all slip under a limit; returns the limit that refuses it, or null. Limited are an
 * address at the account, an address over all accounts, and (more slowly) the account over all
 * addresses. The account's own limit holds back only addresses that have failed at it (OWASP):
 * a guesser can exhaust it, yet the owner signing in from another address still gets in.
 */
async function spendAttempt(limiter: RateLimiter, email: string, ip: string | null): Promise<RateLimitName | null> {
  const atThisAddress = await spend(limiter, "signInsPerAccountAndIp", accountAtAddress(email, ip));
  if (atThisAddress === null) return "signInsPerAccountAndIp";
  if (ip && (await spend(limiter, "signInsPerIp", ip)) === null) return "signInsPerIp";
  const failedHereBefore = atThisAddress > 1;
  if ((await spend(limiter, "signInsPerAccount", email)) === null && failedHereBefore) return "signInsPerAccount";
  return null;
}

/** Checks the credentials (throttled per account and address, see spendAttempt) and opens a server-side session. */
export async function authenticate(db: Db, limiter: RateLimiter, attempt: Attempt): Promise<AuthenticateResult> {
  const email = attempt.email.trim().toLowerCase();
  const limit = await spendAttempt(limiter, email, attempt.ip);
  if (limit) return { ok: false, reason: "throttled", limit };

  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  const valid = user
    ? await verifyPassword(user.passwordHash, attempt.password)
    : await timingSafeDummyVerify(attempt.password);
  if (!user || !valid) return { ok: false, reason: "invalid" };

  // Only failures count against the limits.
  await limiter.refund("signInsPerAccountAndIp", accountAtAddress(email, attempt.ip));
  if (attempt.ip) await limiter.refund("signInsPerIp", attempt.ip);
  await limiter.refund("signInsPerAccount", email);
  const [session] = await db
    .insert(sessions)
    .values({
      userId: user.id,
      ip: attempt.ip,
      userAgent: attempt.userAgent?.slice(0, 512) ?? null,
      expiresAt: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000),
    })
    .returning({ id: sessions.id });
  return { ok: true, user, sessionId: session.id };
}
