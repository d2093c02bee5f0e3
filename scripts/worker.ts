/**
 * `npm run worker`: runs the pg-boss workers as their own process (with JOBS_IN_PROCESS=false
 * on the web tier). SIGTERM or Ctrl-C stops it gracefully: no new jobs are taken, the running
 * ones get until SHUTDOWN_TIMEOUT_SECONDS to finish (those still running then are failed, to be
 * retried), the connection pools are closed, and it exits.
 */
import { env } from "@/lib/env";
import { stopBoss } from "@/lib/jobs/boss";
import { superviseWorkers } from "@/lib/jobs/supervise-workers";
import { startWorkers } from "@/lib/jobs/workers";
import { closeResources } from "@/lib/shutdown";

async function main() {
  await superviseWorkers({ start: startWorkers, reset: stopBoss });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const deadlineMs = env().SHUTDOWN_TIMEOUT_SECONDS * 1000;
    const started = Date.now();
    console.log(`[jobs] job worker (pid ${process.pid}) shutting down: finishing the running jobs`);
    await stopBoss(Math.max(1_000, deadlineMs - 2_000));
    const unclosed = await closeResources(Math.max(1_000, deadlineMs - (Date.now() - started)));
    if (unclosed.length) console.error(`[jobs] could not close: ${unclosed.join(", ")}`);
    console.log(`[jobs] job worker (pid ${process.pid}) stopped after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    process.exit(0);
  };
  process.on("SIGINT", () => void stop());
  process.on("SIGTERM", () => void stop());
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
