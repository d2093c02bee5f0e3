import { sql } from "drizzle-orm";
import client from "prom-client";
import { getDb } from "@/db/client";
import { logger } from "./log";

type QueueRow = { queue: string; waiting: number; active: number; oldest_seconds: number | null };
type ConnectionRow = { application: string; state: string; connections: number };

/**
 * Gauges read from the database at each scrape, by the job worker: pg-boss's queues (jobs
 * waiting and running, the age of the oldest job due) and PostgreSQL's connections by
 * application (showbook-app: the web processes' and the worker's pools; pg-boss; the rate
 * limiter) and state. Every process that reads them sees the same numbers, so the launcher's
 * aggregation takes their max, not their sum.
 */
export function registerDatabaseMetrics(): void {
  if (client.register.getSingleMetric("showbook_job_queue_depth")) return;
  const depth = new client.Gauge({
    name: "showbook_job_queue_depth",
    help: "Jobs in pg-boss's queues by queue and state: waiting (due, not yet taken) or active (running).",
    labelNames: ["queue", "state"],
    aggregator: "max",
    async collect() {
      const rows = await read<QueueRow>(queueQuery);
      depth.reset();
      age.reset();
      for (const row of rows ?? []) {
        depth.set({ queue: row.queue, state: "waiting" }, Number(row.waiting));
        depth.set({ queue: row.queue, state: "active" }, Number(row.active));
        age.set({ queue: row.queue }, Number(row.oldest_seconds ?? 0));
      }
    },
  });
  const age = new client.Gauge({
    name: "showbook_job_queue_oldest_age_seconds",
    help: "Seconds the oldest waiting job of each queue has been due (0 when none waits).",
    labelNames: ["queue"],
    aggregator: "max",
  });
  const connections = new client.Gauge({
    name: "showbook_db_connections",
    help: "PostgreSQL connections to the app's database, by application name and state (active, idle, idle in transaction).",
    labelNames: ["application", "state"],
    aggregator: "max",
    async collect() {
      const rows = await read<ConnectionRow>(connectionQuery);
      connections.reset();
      for (const row of rows ?? []) connections.set({ application: row.application, state: row.state }, Number(row.connections));
    },
  });
}

/** Every queue pg-boss knows, with zeros when none of its jobs waits or runs. */
const queueQuery = sql`
  select q.name as queue,
    count(j.id) filter (where j.state in ('created', 'retry') and j.start_after <= now()) as waiting,
    count(j.id) filter (where j.state = 'active') as active,
    extract(epoch from now() - min(j.start_after) filter (where j.state in ('created', 'retry') and j.start_after <= now()))::float8 as oldest_seconds
  from pgboss.queue q left join pgboss.job j on j.name = q.name and j.state in ('created', 'retry', 'active')
  group by q.name`;

const connectionQuery = sql`
  select coalesce(nullif(application_name, ''), 'unnamed') as application, coalesce(state, 'unknown') as state, count(*)::int as connections
  from pg_stat_activity where datname = current_database() and backend_type = 'client backend' group by 1, 2`;

/** The rows, or null (logged) when the database cannot answer: a scrape still gets the other metrics. */
async function read<T>(query: ReturnType<typeof sql>): Promise<T[] | null> {
  try {
    return (await getDb().execute(query)) as unknown as T[];
  } catch (error) {
    logger.warn({ err: error }, "database metrics could not be read");
    return null;
  }
}
