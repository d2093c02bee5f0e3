import { getDb } from "@/db/client";
import { expireStaleHolds } from "@/lib/bookings/create-booking";
import { getBoss } from "./boss";
import { QUEUES, type QueueName } from "./queues";

type JobDefinition = {
  queue: QueueName;
  /** Cron schedule (UTC) for recurring jobs. */
  cron?: string;
  handle: () => Promise<void>;
};

const jobs: JobDefinition[] = [
  {
    // Unpaid holds free their slot after ten minutes; create-hold also expires stale holds
    // of its own property, so this only matters for slots nobody else asks for.
    queue: QUEUES.expireBookingHolds,
    cron: "* * * * *",
    handle: async () => {
      const expired = await expireStaleHolds(getDb(), new Date());
      if (expired.length) console.log(`[jobs] released ${expired.length} expired booking hold(s)`);
    },
  },
];

/** Creates the queues, registers the schedules and starts a worker for every job. */
export async function startWorkers(): Promise<void> {
  const boss = await getBoss();
  for (const job of jobs) {
    await boss.createQueue(job.queue);
    if (job.cron) await boss.schedule(job.queue, job.cron);
    await boss.work(job.queue, async () => job.handle());
  }
  console.log(`[jobs] workers started: ${jobs.map((job) => job.queue).join(", ")}`);
}
