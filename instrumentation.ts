/** Starts the pg-boss workers inside the Node.js server unless JOBS_IN_PROCESS=false. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { env } = await import("@/lib/env");
  if (!env().JOBS_IN_PROCESS || !env().DATABASE_URL) return;
  const { startWorkers } = await import("@/lib/jobs/workers");
  await startWorkers().catch((error) => console.error("[jobs] could not start workers", error));
}
