import { spawn, type ChildProcess } from "node:child_process";
import { setPriority } from "node:os";
import path from "node:path";
import pLimit, { type LimitFunction } from "p-limit";
import { AppError } from "@/lib/errors";
import { residentMb } from "@/lib/launcher/limited-child";
import type { ReadDocument } from "./parse-file";
import { DOCUMENT_LIMITS, UPLOAD_MESSAGES, type OracleFileType } from "./upload-rules";
import { logger } from "@/lib/observability/log";

/** `check` only tests the caps (before a large file is queued); `read` checks and reads it; `embed` gives the sentence encoder's vectors of texts. */
export type ParseRequest = { mode: "check" | "read"; type: OracleFileType; bytes: Uint8Array } | { mode: "embed"; texts: string[] };

/** `vectors`: one per text, stored as lib/oracle/vectors.ts says; null for a text the encoder gives no vector. */
export type ParseReply =
  | { kind: "checked" }
  | { kind: "read"; document: ReadDocument }
  | { kind: "embedded"; vectors: (Uint8Array | null)[] }
  | { kind: "refused"; message: string };

/** What the reading process sends: that it is ready, progress, and one reply per request. */
export type ChildMessage = { kind: "ready" } | { kind: "progress"; percent: number } | ParseReply;

export type ProcessLimits = Pick<typeof DOCUMENT_LIMITS, "timeMs" | "memoryMb" | "heapMb">;

/** Where the time of one read went, in milliseconds: waiting for a reader, its process starting, the read itself. */
export type ReaderTimings = { queueMs: number; startMs: number; readMs: number };

// Found at run time from the app's root: the server code is bundled, the script is not.
const CHILD_SCRIPT = path.join(process.cwd(), "scripts", "parse-document.ts");
const MEMORY_POLL_MS = 100;
/** The niceness of a process reading a PDF, a Word file or an image. */
const DOCUMENT_PRIORITY = 10;
/** Tells a reading process it will read PDFs, Word files or images: it loads their readers before it is ready. */
export const DOCUMENTS_FLAG = "--documents";
/** Tells a process it will run the sentence encoder: it loads the model before it is ready. */
export const ENCODER_FLAG = "--encoder";
/** A reading process left unused this long ends: an idle server keeps no reader. */
const IDLE_MS = 10 * 60 * 1000;

/**
 * One reading process: started with a heap limit and no secrets of the app in its environment,
 * it loads the readers and says it is ready; it then reads one file at a time, each within a
 * time and a memory limit, and is killed when a file goes past them. While it has no file it
 * keeps no event loop of the server alive.
 */
class Reader {
  readonly child: ChildProcess;
  readonly ready: Promise<void>;
  private exited = false;
  private idle: NodeJS.Timeout | undefined;
  private current: { onMessage: (message: ChildMessage) => void; onExit: (code: number | null, signal: NodeJS.Signals | null) => void } | undefined;

  constructor(
    readonly heapMb: number,
    readonly lane: "text" | "documents" | "encoder",
  ) {
    const flags = { text: [], documents: [DOCUMENTS_FLAG], encoder: [ENCODER_FLAG] }[lane];
    this.child = spawn(process.execPath, [`--max-old-space-size=${heapMb}`, "--import", "tsx", CHILD_SCRIPT, ...flags], {
      stdio: ["ignore", "inherit", "inherit", "ipc"],
      serialization: "advanced",
      env: { PATH: process.env.PATH, NODE_ENV: process.env.NODE_ENV },
    });
    this.ready = new Promise((resolve, reject) => {
      this.child.once("error", (error) => {
        this.exited = true;
        reject(error);
        this.current?.onExit(null, null);
      });
      this.child.on("message", (message: ChildMessage) => {
        if (message.kind === "ready") resolve();
        else this.current?.onMessage(message);
      });
      this.child.once("exit", (code, signal) => {
        this.exited = true;
        clearTimeout(this.idle);
        reject(new AppError("unprocessable_entity", UPLOAD_MESSAGES.corrupt));
        this.current?.onExit(code, signal);
      });
    });
    // A reader that never started is reported by the read waiting on it.
    this.ready.catch(() => {});
    this.child.once("spawn", () => {
      try {
        // Reading a document is background work: the web server's requests come first.
        if (lane === "documents") setPriority(this.child.pid!, DOCUMENT_PRIORITY);
      } catch {
        // Not permitted here: the reader runs at the server's priority.
      }
    });
    this.release();
  }

  get alive() {
    return !this.exited;
  }

  /** Keeps the server's process waiting on this one while it starts and reads a file. */
  hold() {
    this.child.ref();
    this.child.channel?.ref();
    clearTimeout(this.idle);
  }

  /** Lets the server's process end while this one waits for work, and ends it when unused for long. */
  private release() {
    this.child.unref();
    this.child.channel?.unref();
    clearTimeout(this.idle);
    this.idle = setTimeout(() => this.stop(), IDLE_MS).unref();
  }

  stop() {
    if (!this.exited) this.child.kill("SIGKILL");
  }

  /** Reads one request within the limits; rejects with words for the user when it is refused or goes past them. */
  run(request: ParseRequest, limits: ProcessLimits, onProgress: (percent: number) => Promise<void>): Promise<ParseReply> {
    if (this.exited) {
      logger.error("the Oracle's reading process ended before it was given a file");
      return Promise.reject(new AppError("unprocessable_entity", UPLOAD_MESSAGES.corrupt));
    }
    this.hold();
    return new Promise<ParseReply>((resolve, reject) => {
      let killedFor: string | undefined;
      let progress = Promise.resolve();
      const stop = (message: string) => {
        killedFor ??= message;
        this.stop();
      };
      const timer = setTimeout(() => stop(UPLOAD_MESSAGES.tooSlow), limits.timeMs);
      const watch = setInterval(() => {
        void residentMb(this.child.pid!).then((mb) => {
          if (mb !== null && mb > limits.memoryMb) stop(UPLOAD_MESSAGES.tooMuchMemory);
        });
      }, MEMORY_POLL_MS);
      const settle = (finish: () => void) => {
        clearTimeout(timer);
        clearInterval(watch);
        this.current = undefined;
        if (!this.exited) this.release();
        void progress.then(finish);
      };
      this.current = {
        onMessage: (message) => {
          if (message.kind === "progress") progress = progress.then(() => onProgress(message.percent)).catch(() => {});
          else if (message.kind !== "ready") settle(() => resolve(message));
        },
        onExit: (code, signal) =>
          settle(() => {
            // V8 aborts a process whose heap outgrew --max-old-space-size.
            const message = killedFor ?? (signal === "SIGABRT" || code === 134 ? UPLOAD_MESSAGES.tooMuchMemory : undefined);
            if (message) return reject(new AppError("unprocessable_entity", message));
            logger.error({ code, signal }, "the Oracle's reading process ended without an answer");
            reject(new AppError("unprocessable_entity", UPLOAD_MESSAGES.corrupt));
          }),
      };
      this.ready.then(
        () => this.child.send(request),
        () => {},
      );
    });
  }
}

/**
 * The readers of one server process. Text files, whose reading is only decoding and cutting
 * into passages, share one process kept between files, in a lane of their own: a text file
 * never waits behind another user's PDF. Every other file (PDF, Word, image: the parsers an
 * attacker aims at) gets a process of its own, ended after it, at most two at a time, at a
 * lower priority than the server's requests; one is kept started ahead so that its start-up
 * is not waited for. Kept on globalThis: each route bundle of the build has its own copy of
 * this module.
 */
type Readers = { text?: Reader; spare?: Reader; encoder?: Reader; textLane: LimitFunction; documentLane: LimitFunction; encoderLane: LimitFunction };
const globalForReaders = globalThis as unknown as { showbookDocumentReaders?: Readers };
const readers = (globalForReaders.showbookDocumentReaders ??= { textLane: pLimit(1), documentLane: pLimit(2), encoderLane: pLimit(1) });
readers.encoderLane ??= pLimit(1);


const usable = (reader: Reader | undefined, heapMb: number): reader is Reader => !!reader?.alive && reader.heapMb === heapMb;

function textReader(heapMb: number): Reader {
  if (!usable(readers.text, heapMb)) readers.text = new Reader(heapMb, "text");
  return readers.text;
}

/**
 * The process running the sentence encoder, kept between requests like the text reader: it
 * computes the vectors of a file's passages in the embedding job, after the file is ready,
 * and of each question asked (about 10 ms warm, off the web process's thread).
 */
function encoder(): Reader {
  if (!usable(readers.encoder, DOCUMENT_LIMITS.heapMb)) readers.encoder = new Reader(DOCUMENT_LIMITS.heapMb, "encoder");
  return readers.encoder;
}

function documentReader(heapMb: number): Reader {
  const reader = usable(readers.spare, heapMb) ? readers.spare : new Reader(heapMb, "documents");
  readers.spare = heapMb === DOCUMENT_LIMITS.heapMb ? new Reader(heapMb, "documents") : readers.spare;
  return reader;
}

/**
 * Starts the readers ahead of the first upload (the Oracle's page does, when it is opened), so
 * none waits for a process to start; resolves once they are ready.
 */
export async function warmReaders(): Promise<void> {
  const text = textReader(DOCUMENT_LIMITS.heapMb);
  if (!usable(readers.spare, DOCUMENT_LIMITS.heapMb)) readers.spare = new Reader(DOCUMENT_LIMITS.heapMb, "documents");
  await Promise.all([text.ready, readers.spare.ready, encoder().ready]);
}

type Options = { onProgress?: (percent: number) => Promise<void>; limits?: ProcessLimits; onTimings?: (timings: ReaderTimings) => void };

/**
 * Hands one upload to a reading process. A refusal, or a process killed past its time or
 * memory, is an AppError (422) whose message tells the user why.
 */
async function inChild(request: Extract<ParseRequest, { type: OracleFileType }>, { onProgress = async () => {}, limits = DOCUMENT_LIMITS, onTimings }: Options): Promise<ParseReply> {
  const text = request.type === "txt";
  const queued = performance.now();
  const reply = await (text ? readers.textLane : readers.documentLane)(async () => {
    const reader = text ? textReader(limits.heapMb) : documentReader(limits.heapMb);
    const waiting = performance.now();
    reader.hold();
    await reader.ready.catch(() => {});
    const started = performance.now();
    try {
      return await reader.run(request, limits, onProgress);
    } finally {
      if (!text) reader.stop();
      onTimings?.({ queueMs: waiting - queued, startMs: started - waiting, readMs: performance.now() - started });
    }
  });
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

/** Texts' sentence vectors from the encoder's process, at most this many a request: a question waits for one batch at most. */
const EMBED_BATCH = 16;

/** The sentence encoder's vectors of texts, computed in its own process (see `encoder`), in order. */
export async function embedInChild(texts: string[]): Promise<(Buffer | null)[]> {
  const vectors: (Buffer | null)[] = [];
  for (let start = 0; start < texts.length; start += EMBED_BATCH) {
    const reply = await readers.encoderLane(async () => {
      const reader = encoder();
      await reader.ready.catch(() => {});
      return reader.run({ mode: "embed", texts: texts.slice(start, start + EMBED_BATCH) }, DOCUMENT_LIMITS, async () => {});
    });
    if (reply.kind !== "embedded") throw new Error(`The encoder's process answered "${reply.kind}" to texts`);
    vectors.push(...reply.vectors.map((vector) => (vector ? Buffer.from(vector) : null)));
  }
  return vectors;
}
