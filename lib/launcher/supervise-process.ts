import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { logger } from "@/lib/observability/log";

export type SupervisionOptions = {
  /** What the log calls the process, e.g. "web server". */
  name: string;
  /** The wait before a restart, by how many times the process died within the window (1, 2, …). */
  backoffMs?: (recentDeaths: number) => number;
  /** Restarting is given up when the process died this many times within `windowMs`. */
  maxDeaths?: number;
  windowMs?: number;
  /** Told once, with the message logged, when restarting was given up. */
  onGiveUp?: (message: string) => void;
  /** How long `stop` waits after SIGTERM before it sends SIGKILL. */
  stopTimeoutMs?: number;
  /** Where the lines go; by default the log (lib/observability/log.ts). */
  log?: (line: string, level: "info" | "error") => void;
};

export type SupervisedProcess = {
  /** The process running now; null between a death and its restart. */
  current: () => ChildProcess | null;
  /** Ends the supervision, then stops the process: SIGTERM, and SIGKILL if it is still there after the timeout. */
  stop: () => Promise<void>;
};

/** 1 s, 2 s, 4 s … at most 30 s. */
const defaultBackoff = (recentDeaths: number) => Math.min(30_000, 1_000 * 2 ** (recentDeaths - 1));

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

/** Why a process ended, for the log. */
export function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  if (signal === "SIGKILL") return "was killed by SIGKILL (by hand, or by the system for lack of memory)";
  if (signal === "SIGABRT") return "aborted (SIGABRT: a fatal error such as running out of heap memory, see its last lines above)";
  if (signal) return `was ended by ${signal}`;
  return code === 0 ? "exited unasked (code 0)" : `exited with code ${code} (see its error above)`;
}

/**
 * Runs the process `spawnProcess` starts and starts it again whenever it ends unasked, after
 * a growing wait, logging why it ended; it gives up (and tells `onGiveUp`) when the process
 * keeps dying. Only `stop` ends it quietly.
 */
export function superviseProcess(
  spawnProcess: () => ChildProcess,
  {
    name,
    backoffMs = defaultBackoff,
    maxDeaths = 5,
    windowMs = 60_000,
    onGiveUp,
    stopTimeoutMs = 10_000,
    log = (line, level) => logger[level](line),
  }: SupervisionOptions,
): SupervisedProcess {
  let child: ChildProcess | null = null;
  let stopping = false;
  let restartTimer: NodeJS.Timeout | undefined;
  const deaths: number[] = [];

  const died = (spawned: ChildProcess, why: string) => {
    if (child === spawned) child = null;
    if (stopping) return;
    const now = Date.now();
    deaths.push(now);
    while (deaths[0] <= now - windowMs) deaths.shift();
    if (deaths.length >= maxDeaths) {
      stopping = true;
      const message = `${name} (pid ${spawned.pid}) ${why}; it died ${deaths.length} times within ${seconds(windowMs)}, so it is not restarted again`;
      log(message, "error");
      onGiveUp?.(message);
      return;
    }
    const wait = backoffMs(deaths.length);
    log(`${name} (pid ${spawned.pid}) ${why}; restarting it in ${seconds(wait)}`, "error");
    restartTimer = setTimeout(start, wait);
  };

  function start() {
    const spawned = spawnProcess();
    child = spawned;
    let ended = false;
    const end = (why: string) => {
      if (ended) return;
      ended = true;
      died(spawned, why);
    };
    spawned.once("exit", (code, signal) => end(describeExit(code, signal)));
    // A process that could not be spawned has no pid and may never emit "exit".
    spawned.once("error", (error) => {
      if (spawned.pid === undefined) end(`could not be started: ${error.message}`);
    });
    if (spawned.pid !== undefined) log(`${name} started (pid ${spawned.pid})`, "info");
  }

  start();

  return {
    current: () => child,
    stop: async () => {
      stopping = true;
      clearTimeout(restartTimer);
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = once(running, "exit");
      running.kill("SIGTERM");
      const killer = setTimeout(() => running.kill("SIGKILL"), stopTimeoutMs);
      await exited;
      clearTimeout(killer);
    },
  };
}
