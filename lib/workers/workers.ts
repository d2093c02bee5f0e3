import "server-only";
import { getDb } from "@/db/client";
import { clearEndedWindows } from "@/lib/rate-limit/rate-limit";
import { expireStaleHolds } from "@/lib/bookings/ledger/expire-stale-holds";
import { queueCalendarReads, readQueuedCalendar } from "@/lib/external-calendars/calendars";
import { removeImageFiles } from "@/lib/gallery/remove-image-files";
import { declineOverdueMoves, declineOverdueRequests } from "@/lib/bookings/review-booking";
import { deliverNotification } from "@/lib/notifications/deliver-notification";
import { configuredProviders } from "@/lib/notifications/providers";
import { relayOutbox } from "@/lib/notifications/relay-outbox";
import { scheduleReminders } from "@/lib/notifications/schedule-reminders";
import { scheduleOwnerReports } from "@/lib/owner-reports/digest";
import { enqueueFileEmbedding, requeueFileParse } from "@/lib/oracle/enqueue-parse";
import { embedFilePassages } from "@/lib/oracle/embed-passages";
import { parseQueuedFile } from "@/lib/oracle/ingest-file";
import { processDueRefunds } from "@/lib/payments/refund-booking";
import { getStripe } from "@/lib/payments/stripe";
import { completeFinishedShowings } from "@/lib/showings/complete-finished-showings";
import { getFileStorage } from "@/lib/storage/file-storage";
import { SpanKind } from "@opentelemetry/api";
import { logger } from "@/lib/observability/log";
import { jobsTotal } from "@/lib/observability/metrics";
import { inSpan } from "@/lib/observability/tracing";
import { getBoss } from "@/lib/jobs/boss";
import { QUEUES, queueOptions, type QueueName } from "@/lib/jobs/queues";

export type JobDefinition = {
  queue: QueueName;
  /** Cron schedule (UTC) for recurring jobs. */
  cron?: string;
  /** Jobs fetched and run side by side per poll; each one succeeds or fails on its own. */
  batchSize?: number;
  /** Workers polling the queue independently, so that one slow job does not hold up the next (1 by default). */
  pollers?: number;
  handle: (data: Record<string, unknown>) => Promise<void>;
};

const jobs: JobDefinition[] = [
  {
    // Unpaid holds free their slot after ten minutes; create-hold also expires stale holds
    // of its own property, so this only matters for slots nobody else asks for.
    queue: QUEUES.expireBookingHolds,
    cron: "* * * * *",
    handle: async () => {
      const expired = await expireStaleHolds(getDb(), new Date());
      if (expired.length) logger.info(`released ${expired.length} expired booking hold(s)`);
    },
  },
  {
    // The rate limits' counters whose window ended count nothing any more.
    queue: QUEUES.clearRateLimits,
    cron: "*/5 * * * *",
    handle: async () => {
      await clearEndedWindows(getDb(), new Date());
    },
  },
  {
    queue: QUEUES.completeShowings,
    cron: "*/5 * * * *",
    handle: async () => {
      const completed = await completeFinishedShowings(getDb());
      if (completed) logger.info(`completed ${completed} showing(s)`);
    },
  },
  {
    // Refunds that could not reach Stripe when they became due.
    queue: QUEUES.processRefunds,
    cron: "* * * * *",
    handle: async () => {
      const refunded = await processDueRefunds(getDb(), getStripe());
      if (refunded) logger.info(`refunded ${refunded} booking(s)`);
    },
  },
  {
    // Manual-approval requests and booker's moves nobody decided before the advance-notice window opened.
    queue: QUEUES.declineOverdueRequests,
    cron: "* * * * *",
    handle: async () => {
      const declined = await declineOverdueRequests(getDb(), getStripe());
      if (declined.length) logger.info(`declined ${declined.length} overdue booking request(s)`);
      const moves = await declineOverdueMoves(getDb());
      if (moves.length) logger.info(`declined ${moves.length} overdue move(s); the booked times stay`);
    },
  },
  {
    // Showing reminders (24 h and 2 h before, the resident's the day before) and the agents' morning agendas.
    queue: QUEUES.scheduleReminders,
    cron: "* * * * *",
    handle: async () => {
      const written = await scheduleReminders(getDb(), new Date());
      if (written) logger.info(`wrote ${written} reminder(s) to the outbox`);
    },
  },
  {
    // The owners' weekly listing reports, on each property's Monday morning; the outbox's key sends each once a week.
    queue: QUEUES.scheduleOwnerReports,
    cron: "*/10 * * * *",
    handle: async () => {
      const written = await scheduleOwnerReports(getDb(), new Date());
      if (written) logger.info(`wrote ${written} owner report(s) to the outbox`);
    },
  },
  {
    // The agents' own calendars: their busy times block slots. Each is read by its own job.
    queue: QUEUES.syncExternalCalendars,
    cron: "*/5 * * * *",
    handle: async () => {
      await queueCalendarReads(getDb());
    },
  },
  {
    // One calendar (connected, refreshed or due): fetched here, read in a child process with limits.
    // Three readers, so that a calendar read to its 30-second limit (a recurrence bomb) does not
    // hold up every other agent's reads; each reading process is capped at 512 MB.
    queue: QUEUES.readExternalCalendar,
    pollers: 3,
    handle: async (data) => {
      await readQueuedCalendar(getDb(), String(data.calendarId), new Date());
    },
  },
  {
    // A thrown error makes pg-boss retry with backoff; the last attempt marks the notice failed.
    queue: QUEUES.sendNotification,
    batchSize: 10,
    handle: async (data) => {
      await deliverNotification(getDb(), configuredProviders(), String(data.id));
    },
  },
  {
    // Files of deleted images; a failed removal (S3 unreachable) is retried with backoff.
    queue: QUEUES.removeImageFiles,
    batchSize: 5,
    handle: (data) => removeImageFiles(getFileStorage(), data),
  },
  {
    // Uploads too large to read during the request; progress is written as pages are read.
    queue: QUEUES.parseOracleFile,
    handle: async (data) => {
      await parseQueuedFile(getDb(), String(data.fileId), requeueFileParse, enqueueFileEmbedding);
    },
  },
  {
    // The sentence encoder's vectors of a ready file's passages, computed after the file is
    // ready (it answers from the full-text search meanwhile); a failed encoder process is retried.
    queue: QUEUES.embedOracleFile,
    handle: async (data) => {
      await embedFilePassages(getDb(), String(data.fileId));
    },
  },
];

/**
 * One job in a consumer span named after its queue (OpenTelemetry's messaging conventions),
 * counted by outcome; its failure is logged with the job's id (never its data, which may
 * name a person).
 */
export function runJob(job: JobDefinition, id: string, data: Record<string, unknown>): Promise<void> {
  return inSpan(
    `process ${job.queue}`,
    { "messaging.system": "pg-boss", "messaging.operation.type": "process", "messaging.destination.name": job.queue, "messaging.message.id": id },
    () => job.handle(data),
    SpanKind.CONSUMER,
  ).then(
    () => void jobsTotal.inc({ queue: job.queue, outcome: "completed" }),
    (error: unknown) => {
      jobsTotal.inc({ queue: job.queue, outcome: "failed" });
      logger.warn({ err: error, queue: job.queue, jobId: id }, "job failed; pg-boss retries it with backoff");
      throw error;
    },
  );
}

const RELAY_INTERVAL_MS = 2_000;

/** Creates the queues, registers the schedules, starts a worker for every job and the outbox relay. */
export async function startWorkers(): Promise<void> {
  const boss = await getBoss();
  for (const job of jobs) {
    await boss.createQueue(job.queue, queueOptions(job.queue));
    if (job.cron) await boss.schedule(job.queue, job.cron);
    for (let poller = 0; poller < (job.pollers ?? 1); poller++) {
      await boss.work<Record<string, unknown>>(job.queue, { pollingIntervalSeconds: 1, batchSize: job.batchSize ?? 1 }, async (batch) => {
        const results = await Promise.allSettled(batch.map((item) => runJob(job, item.id, item.data ?? {})));
        // pg-boss completes only the jobs still active when this returns: failing one here
        // sends it alone to its retry, with backoff, while the others complete.
        for (const [index, result] of results.entries()) {
          if (result.status === "rejected") {
            await boss.fail(job.queue, batch[index].id, { message: String(result.reason) });
          }
        }
      });
    }
  }
  let relaying = false;
  setInterval(() => {
    if (relaying) return;
    relaying = true;
    relayOutbox(getDb(), boss)
      .catch((error: unknown) => logger.error({ err: error }, "outbox relay failed"))
      .finally(() => {
        relaying = false;
      });
  }, RELAY_INTERVAL_MS).unref();
  logger.info(`workers started: ${jobs.map((job) => job.queue).join(", ")}`);
}
