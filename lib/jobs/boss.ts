import "server-only";
import PgBoss from "pg-boss";
import { env } from "@/lib/env";
import { closeAtShutdown } from "@/lib/shutdown";
import { logger } from "@/lib/observability/log";

/** PostgreSQL's "terminating connection due to administrator command". */
const ADMIN_SHUTDOWN = "57P01";

const globalForBoss = globalThis as unknown as { showbookBoss?: Promise<PgBoss> };

/**
 * The process's one pg-boss instance on the app database, started on first use. A failed
 * start is forgotten, so the next call tries again instead of repeating the old failure.
 */
export function getBoss(): Promise<PgBoss> {
  if (!globalForBoss.showbookBoss) {
    const starting = (async () => {
      const connectionString = env().DATABASE_URL;
      if (!connectionString) throw new Error("DATABASE_URL is not set: background jobs need the database");
      const boss = new PgBoss({ connectionString, max: 3 });
      boss.on("error", (error) => {
        // PostgreSQL stopping (Ctrl-C reaches it and this process at once, or the launcher
        // restarts it) ends every connection with 57P01; the launcher reports that itself.
        if ((error as { code?: string }).code === ADMIN_SHUTDOWN) return;
        logger.error({ err: error }, "pg-boss error");
      });
      await boss.start();
      closeAtShutdown("pg-boss", () => stopBoss());
      return boss;
    })();
    globalForBoss.showbookBoss = starting;
    starting.catch(() => {
      if (globalForBoss.showbookBoss === starting) globalForBoss.showbookBoss = undefined;
    });
  }
  return globalForBoss.showbookBoss;
}

/**
 * Stops taking jobs, waits up to `timeoutMs` for the jobs running here to finish, fails those
 * still running then (so they are retried, on another node if this one does not come back) and
 * closes pg-boss's connections.
 */
export async function stopBoss(timeoutMs = 30_000): Promise<void> {
  const boss = globalForBoss.showbookBoss;
  globalForBoss.showbookBoss = undefined;
  if (boss) await (await boss).stop({ graceful: true, timeout: timeoutMs });
}
