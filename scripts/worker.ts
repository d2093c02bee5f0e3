/**
 * `npm run worker`: runs the pg-boss workers as their own process (with JOBS_IN_PROCESS=false
 * on the web tier). SIGTERM or Ctrl-C stops it gracefully: no new jobs are taken, the running
 * ones get until SHUTDOWN_TIMEOUT_SECONDS to finish (those still running then are failed, to be
 * retried), the connection pools are closed, and it exits. Under the launcher (a node:cluster
 * worker) it exits when the launcher dies (node:cluster ends a worker whose channel to its
 * primary closed), and the launcher serves its metrics; run alone, it serves them itself on METRICS_PORT.
 */
import cluster from "node:cluster";
import { env } from "@/lib/env";
import { stopBoss } from "@/lib/jobs/boss";
import { superviseWorkers } from "@/lib/workers/supervise-workers";
import { startWorkers } from "@/lib/workers/workers";
import { registerDatabaseMetrics } from "@/lib/observability/database-metrics";
import { logger, setProcessRole } from "@/lib/observability/log";
import { registerProcessMetrics } from "@/lib/observability/metrics";
import { serveMetrics } from "@/lib/observability/metrics-server";
import { startTracing } from "@/lib/observability/tracing";
import { closeAtShutdown, closeResources } from "@/lib/shutdown";

async function main() {
  setProcessRole("worker");
  const { METRICS_PORT, METRICS_HOST } = env();
  registerProcessMetrics();
  registerDatabaseMetrics();
  if (!cluster.isWorker && METRICS_PORT) serveMetrics({ port: METRICS_PORT, host: METRICS_HOST, aggregate: false });
  const stopTracing = await startTracing("worker");
  // The spans still buffered go out before the process exits.
  if (stopTracing) closeAtShutdown("traces", stopTracing);
  await superviseWorkers({ start: startWorkers, reset: stopBoss });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const deadlineMs = env().SHUTDOWN_TIMEOUT_SECONDS * 1000;
    const started = Date.now();
    logger.info("job worker shutting down: finishing the running jobs");
    await stopBoss(Math.max(1_000, deadlineMs - 2_000));
    const unclosed = await closeResources(Math.max(1_000, deadlineMs - (Date.now() - started)));
    if (unclosed.length) logger.error({ unclosed }, "could not close every resource");
    logger.info({ seconds: Number(((Date.now() - started) / 1000).toFixed(1)) }, "job worker stopped");
    process.exit(0);
  };
  process.on("SIGINT", () => void stop());
  process.on("SIGTERM", () => void stop());
}

main().catch((error) => {
  logger.fatal({ err: error }, "the job worker cannot start");
  process.exit(1);
});
