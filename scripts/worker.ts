/** `npm run worker`: runs the pg-boss workers as their own process (with JOBS_IN_PROCESS=false on the web tier). */
import { stopBoss } from "@/lib/jobs/boss";
import { superviseWorkers } from "@/lib/jobs/supervise-workers";
import { startWorkers } from "@/lib/jobs/workers";

async function main() {
  await superviseWorkers({ start: startWorkers, reset: stopBoss });
  const stop = async () => {
    await stopBoss();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop());
  process.on("SIGTERM", () => void stop());
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
