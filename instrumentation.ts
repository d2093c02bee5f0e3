/** Starts the pg-boss workers inside the Node.js server unless JOBS_IN_PROCESS=false. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { env } = await import("@/lib/env");
  if (!env().JOBS_IN_PROCESS || !env().DATABASE_URL) return;
  const { startWorkers } = await import("@/lib/workers/workers");
  const { stopBoss } = await import("@/lib/jobs/boss");
  const { superviseWorkers } = await import("@/lib/workers/supervise-workers");
  // Not awaited: the server serves requests while the workers wait for the database.
  void superviseWorkers({ start: startWorkers, reset: stopBoss });
}
