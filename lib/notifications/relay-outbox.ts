import { and, asc, eq, lt } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { Db } from "@/db/client";
import { notifications } from "@/db/schema";
import { QUEUES } from "@/lib/jobs/queues";
import { MAX_SEND_ATTEMPTS } from "./deliver-notification";

/** pg-boss retry policy of a send: 8 attempts in all, backing off exponentially from 15 s. */
export const SEND_JOB_OPTIONS = { retryLimit: MAX_SEND_ATTEMPTS - 1, retryDelay: 15, retryBackoff: true, expireInSeconds: 120 };

/**
 * Hands queued notices to pg-boss. The singleton key is the notice id, so a notice that
 * already has a job (waiting, running or retrying) gets no second one; a notice whose
 * process died before its job existed is picked up on the next pass.
 */
export async function relayOutbox(db: Db, boss: PgBoss, limit = 100): Promise<number> {
  const queued = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.status, "queued"), lt(notifications.attempts, MAX_SEND_ATTEMPTS)))
    .orderBy(asc(notifications.createdAt))
    .limit(limit);
  for (const { id } of queued) {
    await boss.send(QUEUES.sendNotification, { id }, { ...SEND_JOB_OPTIONS, singletonKey: id });
  }
  return queued.length;
}
