import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { sessions, users, type User } from "@/db/schema";
import { isAppError } from "@/lib/api/errors";
import type { RateLimiter, RateLimitName } from "@/lib/api/rate-limit";
import { SESSION_MAX_AGE_SECONDS } from "./config";
import { timingSafeDummyVerify, verifyPassword } from "./password";

export type AuthenticateResult =
  | { ok: true; user: User; sessionId: string }
  | { ok: false; reason: "invalid" | "throttled" };

type Attempt = { email: string; password: string; ip: string | null; userAgent: string | null };

const throttleKeys = (email: string, ip: string | null): [RateLimitName, string][] => [
  ["signInsPerAccount", email],
  ...(ip ? [["signInsPerIp", ip] as [RateLimitName, string]] : []),
];

/**
 * Spends one attempt of the account and of the IP before the password is checked: the
 * count is kept atomically in PostgreSQL, so parallel guesses cannot all slip under it.
 */
async function spendAttempt(limiter: RateLimiter, keys: [RateLimitName, string][]): Promise<boolean> {
  try {
    for (const [name, key] of keys) await limiter.consume(name, key);
    return true;
  } catch (error) {
    if (isAppError(error) && error.code === "rate_limit_exceeded") return false;
    throw error;
  }
}

/** Checks the credentials (throttled per account and per IP) and opens a server-side session. */
export async function authenticate(db: Db, limiter: RateLimiter, attempt: Attempt): Promise<AuthenticateResult> {
  const email = attempt.email.trim().toLowerCase();
  const keys = throttleKeys(email, attempt.ip);
  if (!(await spendAttempt(limiter, keys))) return { ok: false, reason: "throttled" };

  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  const valid = user
    ? await verifyPassword(user.passwordHash, attempt.password)
    : await timingSafeDummyVerify(attempt.password);
  if (!user || !valid) return { ok: false, reason: "invalid" };

  // Only failures count against the limits.
  for (const [name, key] of keys) await limiter.refund(name, key);
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
