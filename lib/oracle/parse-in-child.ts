import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { setPriority } from "node:os";
import path from "node:path";
import pLimit, { type LimitFunction } from "p-limit";
import { AppError } from "@/lib/api/errors";
import type { ReadDocument } from "./parse-file";
import { DOCUMENT_LIMITS, UPLOAD_MESSAGES, type OracleFileType } from "./upload-rules";

/** `check` only tests the caps (before a large file is queued); `read` checks and reads it. */
export type ParseRequest = { mode: "check" | "read"; type: OracleFileType; bytes: Uint8Array };

export type ParseReply =
  | { kind: "progress"; percent: number }
  | { kind: "checked" }
  | { kind: "read"; document: ReadDocument }
  | { kind: "refused"; message: string };

export type ProcessLimits = Pick<typeof DOCUMENT_LIMITS, "timeMs" | "memoryMb" | "heapMb">;

// Found at run time from the app's root: the server code is bundled, the script is not.
const CHILD_SCRIPT = path.join(process.cwd(), "scripts", "parse-document.ts");
const MEMORY_POLL_MS = 100;
// Files read at once by one server process, each reader up to its memory limit. Kept on
// globalThis: each route bundle of the build has its own copy of this module.
const globalForReaders = globalThis as unknown as { showbookDocumentReaders?: LimitFunction };
const readers = (globalForReaders.showbookDocumentReaders ??= pLimit(2));

/** Resident memory of a process in MB, from /proc (Linux); null where it cannot be read. */
async function residentMb(pid: number): Promise<number | null> {
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => null);
  const match = status?.match(/^VmRSS:\s+(\d+) kB$/m);
  return match ? Number(match[1]) / 1024 : null;
}

function runChild(request: ParseRequest, limits: ProcessLimits, onProgress: (percent: number) => Promise<void>): Promise<ParseReply> {
  return new Promise((resolve, reject) => {
    // No secrets of the app in the environment of a process that reads hostile files.
    const child = spawn(process.execPath, [`--max-old-space-size=${limits.heapMb}`, "--import", "tsx", CHILD_SCRIPT], {
      stdio: ["ignore", "inherit", "inherit", "ipc"],
      serialization: "advanced",
      env: { PATH: process.env.PATH, NODE_ENV: process.env.NODE_ENV },
    });
    let killedFor: string | undefined;
    let answer: ParseReply | undefined;
    let progress = Promise.resolve();
    const stop = (message: string) => {
      killedFor ??= message;
      child.kill("SIGKILL");
    };
    const timer = setTimeout(() => stop(UPLOAD_MESSAGES.tooSlow), limits.timeMs);
    const watch = setInterval(() => {
      void residentMb(child.pid!).then((mb) => {
        if (mb !== null && mb > limits.memoryMb) stop(UPLOAD_MESSAGES.tooMuchMemory);
      });
    }, MEMORY_POLL_MS);
    child.on("spawn", () => {
      // Reading is background work: the web server's requests come first.
      try {
        setPriority(child.pid!, 10);
      } catch {
        // Not permitted here: the reader runs at the server's priority.
      }
      child.send(request);
    });
    child.on("message", (message: ParseReply) => {
      if (message.kind === "progress") progress = progress.then(() => onProgress(message.percent)).catch(() => {});
      else answer = message;
    });
    child.on("error", (error) => {
      clearTimeout(timer);
      clearInterval(watch);
      reject(error);
    });
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      clearInterval(watch);
      void progress.then(() => {
        if (answer && !killedFor) return resolve(answer);
        // V8 aborts a process whose heap outgrew --max-old-space-size.
        const message = killedFor ?? (signal === "SIGABRT" || code === 134 ? UPLOAD_MESSAGES.tooMuchMemory : undefined);
        if (message) return reject(new AppError("unprocessable_entity", message));
        console.error(`[oracle] the reading process ended without an answer (code ${code}, signal ${signal})`);
        reject(new AppError("unprocessable_entity", UPLOAD_MESSAGES.corrupt));
      });
    });
  });
}

type Options = { onProgress?: (percent: number) => Promise<void>; limits?: ProcessLimits };

/**
 * Hands one upload to a child process. A refusal, or a child killed past its time or
 * memory, is an AppError (422) whose message tells the user why.
 */
async function inChild(request: ParseRequest, { onProgress = async () => {}, limits = DOCUMENT_LIMITS }: Options): Promise<ParseReply> {
  const reply = await readers(() => runChild(request, limits, onProgress));
  if (reply.kind === "refused") throw new AppError("unprocessable_entity", reply.message);
  return reply;
}

/** Checks a file against the caps without reading it (a large file, before it is queued). */
export async function checkInChild(type: OracleFileType, bytes: Buffer, options: Options = {}): Promise<void> {
  await inChild({ mode: "check", type, bytes }, options);
}

/** Checks a file against the caps, then reads it into chunks. */
export async function readInChild(type: OracleFileType, bytes: Buffer, options: Options = {}): Promise<ReadDocument> {
  const reply = await inChild({ mode: "read", type, bytes }, options);
  if (reply.kind !== "read") throw new Error(`The reading process answered "${reply.kind}" to a read`);
  return reply.document;
}
