import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { oracleChunks, oracleFiles, type OracleFile } from "@/db/schema";
import { ownRows } from "@/lib/auth/scope";
import { AppError, isAppError } from "@/lib/errors";
import type { TextChunk } from "./chunk-text";
import { detectUploadType } from "./detect-upload";
import type { ReadDocument, ReadTimings } from "./parse-file";
import { checkInChild, readInChild, type ReaderTimings } from "./parse-in-child";
import { withReaderTurn } from "./reader-turns";
import { INLINE_PARSE_MAX_BYTES, UPLOAD_MESSAGES, type OracleFileType } from "./upload-rules";
import { logger } from "@/lib/observability/log";

export type OracleFileSummary = Pick<OracleFile, "id" | "name" | "type" | "status" | "progress" | "error" | "pageCount" | "ocrConfidence">;

const summaryColumns = {
  id: oracleFiles.id,
  name: oracleFiles.name,
  type: oracleFiles.type,
  status: oracleFiles.status,
  progress: oracleFiles.progress,
  error: oracleFiles.error,
  pageCount: oracleFiles.pageCount,
  ocrConfidence: oracleFiles.ocrConfidence,
};

const INSERT_BATCH = 500;

async function insertChunks(tx: Pick<Db, "insert">, fileId: string, userId: string, chunks: TextChunk[]) {
  for (let start = 0; start < chunks.length; start += INSERT_BATCH) {
    await tx.insert(oracleChunks).values(chunks.slice(start, start + INSERT_BATCH).map((chunk) => ({ ...chunk, fileId, userId })));
  }
}

/**
 * Where the time of a small upload went, in milliseconds: reading, storing the passages
 * (`storeMs`), queueing the job that computes their vectors (`enqueueMs`).
 */
export type UploadTimings = ReaderTimings & ReadTimings & { storeMs: number; enqueueMs: number };

/**
 * Queues the embedding job of a file just made ready. The file is usable without vectors (the
 * full-text search finds its passages), so a queue that cannot be reached is logged, not
 * reported to the user.
 */
async function queueEmbedding(enqueueEmbedding: (fileId: string) => Promise<void>, fileId: string) {
  try {
    await enqueueEmbedding(fileId);
  } catch (error) {
    logger.error({ err: error, fileId }, "the Oracle's embedding job could not be queued: the file's passages have no vectors");
  }
}

/**
 * Stores an upload of `userId`. Small files are read at once and stored with their chunks
 * in one transaction; larger ones are checked against the caps, then stored with their
 * bytes and handed to the parse job (`enqueue`). A file is ready once its passages are
 * stored; their sentence vectors are computed afterwards by the embedding job
 * (`enqueueEmbedding`). Files are read in a child process
 * (parse-in-child), a user's documents one at a time and a few at a time per instance
 * (reader-turns): a file that finds no reader free is stored and queued as a large one is,
 * unchecked (the job checks it). A file that is refused or fails to be queued leaves nothing behind.
 */
export async function storeUpload(
  db: Db,
  input: {
    userId: string;
    name: string;
    bytes: Buffer;
    enqueue: (fileId: string) => Promise<void>;
    enqueueEmbedding: (fileId: string) => Promise<void>;
    onTimings?: (timings: UploadTimings) => void;
  },
): Promise<OracleFileSummary> {
  const type = await detectUploadType(input.name, input.bytes);
  const base = { userId: input.userId, name: input.name, type, sizeBytes: input.bytes.length };

  if (input.bytes.length <= INLINE_PARSE_MAX_BYTES) {
    let reader: ReaderTimings | undefined;
    const read = await withReaderTurn(db, { userId: input.userId, type }, () =>
      readInChild(type, input.bytes, { onTimings: (measured) => (reader = measured) }),
    );
    if (read.ran) {
      const { pageCount, ocrConfidence, timings } = read.value;
      const storing = performance.now();
      const stored = await db.transaction(async (tx) => {
        const [file] = await tx
          .insert(oracleFiles)
          .values({ ...base, status: "ready", progress: 100, pageCount, ocrConfidence })
          .returning(summaryColumns);
        await insertChunks(tx, file.id, input.userId, read.value.chunks);
        return file;
      });
      const queueing = performance.now();
      await queueEmbedding(input.enqueueEmbedding, stored.id);
      if (reader) input.onTimings?.({ ...reader, ...timings, storeMs: queueing - storing, enqueueMs: performance.now() - queueing });
      return stored;
    }
  } else {
    await withReaderTurn(db, { userId: input.userId, type }, () => checkInChild(type, input.bytes));
  }

  const [file] = await db.insert(oracleFiles).values({ ...base, content: input.bytes }).returning(summaryColumns);
  try {
    await input.enqueue(file.id);
  } catch (error) {
    await db.delete(oracleFiles).where(eq(oracleFiles.id, file.id));
    throw error;
  }
  return file;
}

/**
 * The parse job: reads a queued file, reporting progress, then stores its chunks and drops
 * its bytes in one transaction. Safe to run again: a file already read is left alone. A
 * file that cannot be read (refused, or its reader killed on its limits) is marked failed
 * with the reason and the job ends normally, so pg-boss does not retry it. While its owner's
 * other document is being read, or every reader of the instance is busy, the file is handed
 * back to `requeue` untouched, to be read later. A file read is handed to the embedding job
 * (`enqueueEmbedding`).
 */
export async function parseQueuedFile(
  db: Db,
  fileId: string,
  requeue: (fileId: string) => Promise<void>,
  enqueueEmbedding: (fileId: string) => Promise<void>,
): Promise<void> {
  const [queued] = await db
    .select({ userId: oracleFiles.userId, type: oracleFiles.type })
    .from(oracleFiles)
    .where(and(eq(oracleFiles.id, fileId), inArray(oracleFiles.status, ["queued", "processing"])));
  if (!queued) return;
  const turn = await withReaderTurn(db, { userId: queued.userId, type: queued.type as OracleFileType }, () => parseClaimedFile(db, fileId, enqueueEmbedding));
  if (!turn.ran) await requeue(fileId);
}

async function parseClaimedFile(db: Db, fileId: string, enqueueEmbedding: (fileId: string) => Promise<void>): Promise<void> {
  const [file] = await db
    .update(oracleFiles)
    .set({ status: "processing", updatedAt: new Date() })
    .where(and(eq(oracleFiles.id, fileId), inArray(oracleFiles.status, ["queued", "processing"])))
    .returning();
  if (!file?.content) return;

  const setProgress = async (percent: number) => {
    await db.update(oracleFiles).set({ progress: Math.min(percent, 99) }).where(eq(oracleFiles.id, fileId));
  };
  let result: ReadDocument;
  try {
    result = await readInChild(file.type as OracleFileType, file.content, { onProgress: setProgress });
  } catch (error) {
    const message = isAppError(error) ? error.message : UPLOAD_MESSAGES.corrupt;
    if (!isAppError(error)) logger.error({ err: error, fileId }, "an Oracle file could not be read");
    await db
      .update(oracleFiles)
      .set({ status: "failed", error: message, content: null, updatedAt: new Date() })
      .where(eq(oracleFiles.id, fileId));
    return;
  }
  await db.transaction(async (tx) => {
    await tx.delete(oracleChunks).where(eq(oracleChunks.fileId, fileId));
    await insertChunks(tx, fileId, file.userId, result.chunks);
    await tx
      .update(oracleFiles)
      .set({ status: "ready", progress: 100, pageCount: result.pageCount, ocrConfidence: result.ocrConfidence, content: null, updatedAt: new Date() })
      .where(eq(oracleFiles.id, fileId));
  });
  await queueEmbedding(enqueueEmbedding, fileId);
}

/** One of the user's files, for its progress; another user's file is a 404. */
export async function getOwnFile(db: Db, userId: string, fileId: string): Promise<OracleFileSummary> {
  const [file] = await db
    .select(summaryColumns)
    .from(oracleFiles)
    .where(and(eq(oracleFiles.id, fileId), ownRows(oracleFiles.userId, userId)));
  if (!file) throw new AppError("not_found", "File not found");
  return file;
}
