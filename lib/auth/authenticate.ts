import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { sessions, users, type User } from "@/db/schema";
import { SESSION_MAX_AGE_SECONDS } from "./config";
import { timingSafeDummyVerify, verifyPassword } from "./password";
import { isLoginThrottled, recordLoginFailure, throttleKeys } from "./throttle";

export type AuthenticateResult =
  | { ok: true; user: User; sessionId: string }
  | { ok: false; reason: "invalid" | "throttled" };

type Attempt = { email: string; password: string; ip: string | null; userAgent: string | null };

/** Checks the credentials (throttled per account and per IP) and opens a server-side session. */
export async function authenticate(db: Db, attempt: Attempt): Promise<AuthenticateResult> {
  const email = attempt.email.trim().toLowerCase();
  const keys = throttleKeys(email, attempt.ip);
  if (await isLoginThrottled(db, keys)) return { ok: false, reason: "throttled" };

  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  const valid = user
    ? await verifyPassword(user.passwordHash, attempt.password)
    : await timingSafeDummyVerify(attempt.password);
  if (!user || !valid) {
    await recordLoginFailure(db, keys);
    return { ok: false, reason: "invalid" };
  }

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
