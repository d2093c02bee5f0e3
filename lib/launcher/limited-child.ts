import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { setPriority } from "node:os";

/** What a child reading untrusted input may take: wall-clock time, resident memory, V8 heap. */
export type ChildLimits = { timeMs: number; memoryMb: number; heapMb: number };

/** How the child ended: on its own, or killed past its time or memory (a heap outgrown aborts it). */
export type ChildEnd = { killedFor: "time" | "memory" | null; code: number | null; signal: NodeJS.Signals | null };

const MEMORY_POLL_MS = 100;

/** Resident memory of a process in MB, from /proc (Linux); null where it cannot be read. */
export async function residentMb(pid: number): Promise<number | null> {
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => null);
  const match = status?.match(/^VmRSS:\s+(\d+) kB$/m);
  return match ? Number(match[1]) / 1024 : null;
}

/**
 * Runs a TypeScript script (through tsx) in a process of its own at low priority, with a heap
 * limit, a watch on its memory and a time limit, and without the app's secrets in its
 * environment. Sends it `request` on the IPC channel and hands each message it sends back to
 * `onMessage`, one after another; resolves once it has ended and every message was handled.
 */
export function runLimitedChild<Message>(
  script: string,
  request: unknown,
  limits: ChildLimits,
  onMessage: (message: Message) => Promise<void> | void,
): Promise<ChildEnd> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`--max-old-space-size=${limits.heapMb}`, "--import", "tsx", script], {
      stdio: ["ignore", "inherit", "inherit", "ipc"],
      serialization: "advanced",
      env: { PATH: process.env.PATH, NODE_ENV: process.env.NODE_ENV },
    });
    let killedFor: ChildEnd["killedFor"] = null;
    let handled = Promise.resolve();
    const stop = (reason: "time" | "memory") => {
      killedFor ??= reason;
      child.kill("SIGKILL");
    };
    const timer = setTimeout(() => stop("time"), limits.timeMs);
    const watch = setInterval(() => {
      void residentMb(child.pid!).then((mb) => {
        if (mb !== null && mb > limits.memoryMb) stop("memory");
      });
    }, MEMORY_POLL_MS);
    child.on("spawn", () => {
      // Reading is background work: the web server's requests come first.
      try {
        setPriority(child.pid!, 10);
      } catch {
        // Not permitted here: the reader runs at the server's priority.
      }
      child.send(request as object);
    });
    child.on("message", (message: Message) => {
      handled = handled.then(() => onMessage(message)).catch(() => {});
    });
    child.on("error", (error) => {
      clearTimeout(timer);
      clearInterval(watch);
      reject(error);
    });
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      clearInterval(watch);
      // V8 aborts a process whose heap outgrew --max-old-space-size.
      if (!killedFor && (signal === "SIGABRT" || code === 134)) killedFor = "memory";
      void handled.then(() => resolve({ killedFor, code, signal }));
    });
  });
}
