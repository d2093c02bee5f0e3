import { logger } from "@/lib/observability/log";

export type WorkersState =
  | { status: "starting"; attempts: number }
  | { status: "running"; attempts: number; since: string }
  | { status: "retrying"; attempts: number; lastError: string; nextAttemptAt: string };

type Supervision = {
  start: () => Promise<void>;
  /** Undoes a partial start (drops the pg-boss instance) before the next attempt. */
  reset: () => Promise<void>;
  /** Milliseconds before the given retry; doubles from one second up to a minute by default. */
  backoffMs?: (attempt: number) => number;
  sleep?: (ms: number) => Promise<void>;
};

const globalForWorkers = globalThis as unknown as { showbookWorkersState?: WorkersState };

/** What the in-process workers are doing, for /api/health; null when they do not run in this process. */
export const workersState = (): WorkersState | null => globalForWorkers.showbookWorkersState ?? null;

const defaultBackoff = (attempt: number) => Math.min(60_000, 1_000 * 2 ** (attempt - 1));
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Starts the workers, and keeps trying with backoff while that fails (the database may be
 * down when the server boots): the web server comes up either way, and the workers join
 * as soon as the database answers.
 */
export async function superviseWorkers({ start, reset, backoffMs = defaultBackoff, sleep = defaultSleep }: Supervision) {
  for (let attempt = 1; ; attempt += 1) {
    globalForWorkers.showbookWorkersState = { status: "starting", attempts: attempt };
    try {
      await start();
      globalForWorkers.showbookWorkersState = { status: "running", attempts: attempt, since: new Date().toISOString() };
      return;
    } catch (error) {
      const wait = backoffMs(attempt);
      const lastError = error instanceof Error ? error.message : String(error);
      globalForWorkers.showbookWorkersState = {
        status: "retrying",
        attempts: attempt,
        lastError,
        nextAttemptAt: new Date(Date.now() + wait).toISOString(),
      };
      logger.error({ attempt, retryInSeconds: wait / 1000, err: error }, "could not start the job workers; retrying");
      await reset().catch(() => {});
      await sleep(wait);
    }
  }
}
