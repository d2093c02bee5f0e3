import { and, asc, eq, inArray, isNull, lt, lte, or } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { Db } from "@/db/client";
import { notifications } from "@/db/schema";
import { QUEUES } from "@/lib/jobs/queues";
import { MAX_SEND_ATTEMPTS } from "./deliver-notification";
import { HOUR_MS } from "@/lib/time/durations";

/** pg-boss retry policy of a send: 8 attempts in all, backing off exponentially from 15 s. */
export const SEND_JOB_OPTIONS = { retryLimit: MAX_SEND_ATTEMPTS - 1, retryDelay: 15, retryBackoff: true, expireInSeconds: 120 };

/**
 * A queued notice enqueued this long ago whose job is still not done has lost it (the job
 * was deleted with pg-boss's archive, say): it gets a new one. Longer than the whole retry
 * schedule, so a notice waiting out its backoff is never enqueued twice.
 */
export const LOST_JOB_AFTER_MS = 3 * HOUR_MS;

type JobSender = Pick<PgBoss, "send">;

/**
 * Hands notices to pg-boss, once each: a new notice, one whose worker died mid-send (its
 * lease ran out and nothing enqueued it since), or one whose job was lost. The rows are
 * locked while their jobs are created and marked enqueued in the same transaction, so two
 * relays never pick the same notice; a crash before the commit can only repeat a job, and
 * the claim in deliverNotification makes a repeated job send nothing. A notice that failed
 * an attempt is not touched: its job's retry, after the backoff, sends it.
 */
export async function relayOutbox(db: Db, boss: JobSender, limit = 100, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        or(
          and(eq(notifications.status, "queued"), isNull(notifications.enqueuedAt)),
          and(
            eq(notifications.status, "sending"),
            lte(notifications.leaseExpiresAt, now),
            or(isNull(notifications.enqueuedAt), lt(notifications.enqueuedAt, notifications.leaseExpiresAt)),
          ),
          and(
            inArray(notifications.status, ["queued", "sending"]),
            lt(notifications.enqueuedAt, new Date(+now - LOST_JOB_AFTER_MS)),
          ),
        ),
      )
      .orderBy(asc(notifications.createdAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (!due.length) return 0;
    for (const { id } of due) await boss.send(QUEUES.sendNotification, { id }, SEND_JOB_OPTIONS);
    await tx
      .update(notifications)
      .set({ enqueuedAt: now })
      .where(inArray(notifications.id, due.map(({ id }) => id)));
    return due.length;
  });
}
