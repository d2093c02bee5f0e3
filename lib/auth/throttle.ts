import { and, count, gte, inArray, lt } from "drizzle-orm";
import type { Db } from "@/db/client";
import { loginFailures } from "@/db/schema";

export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export const throttleKeys = (email: string, ip: string | null) =>
  [`email:${email.toLowerCase()}`, ...(ip ? [`ip:${ip}`] : [])];

/** True when the account or the IP has reached the failure limit inside the window. */
export async function isLoginThrottled(db: Db, keys: string[], now = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  const rows = await db
    .select({ key: loginFailures.key, failures: count() })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, keys), gte(loginFailures.failedAt, since)))
    .groupBy(loginFailures.key);
  return rows.some((row) => row.failures >= LOGIN_FAILURE_LIMIT);
}

export async function recordLoginFailure(db: Db, keys: string[], now = new Date()): Promise<void> {
  await db.insert(loginFailures).values(keys.map((key) => ({ key, failedAt: now })));
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS)));
}
