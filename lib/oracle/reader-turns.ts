import { availableParallelism, totalmem } from "node:os";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "@/db/client";
import { DOCUMENT_LIMITS, type OracleFileType } from "./upload-rules";

/**
 * Document readers (PDF, Word and image reading processes, parse-in-child.ts) the instance runs
 * at once: one per core (reading is CPU work), and no more than half the machine's memory holds
 * at each reader's memory cap, so uploads cannot take the machine's memory whatever their number.
 */
export function readerSlots(): number {
  const byMemory = Math.floor(totalmem() / 2 / (DOCUMENT_LIMITS.memoryMb * 1024 * 1024));
  return Math.max(1, Math.min(availableParallelism(), byMemory));
}

/** A lock of the transaction, in one of the named sets of keys; false when someone else holds it. */
async function tryLock(tx: Tx, set: string, key: string): Promise<boolean> {
  const [row] = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(hashtext(${set}), hashtext(${key})) as locked`);
  return row.locked;
}

export type ReaderTurn<T> = { ran: true; value: T } | { ran: false };

/**
 * Runs `read` of a user's file as a document reader, when the user has no other reader running
 * and one of the instance's `slots` is free; otherwise returns at once without running it. A
 * text file, read by the shared text process in a lane of its own, runs straight away. Turns are
 * PostgreSQL advisory locks, held by an open transaction for the read: every web process and the
 * job worker share them, and a process that dies gives its turns back with its connection.
 */
export async function withReaderTurn<T>(
  db: Db,
  file: { userId: string; type: OracleFileType },
  read: () => Promise<T>,
  slots = readerSlots(),
): Promise<ReaderTurn<T>> {
  if (file.type === "txt") return { ran: true, value: await read() };
  return db.transaction(async (tx) => {
    if (!(await tryLock(tx, "oracle reader of a user", file.userId))) return { ran: false };
    for (let slot = 0; slot < slots; slot++) {
      if (await tryLock(tx, "oracle reader slot", String(slot))) return { ran: true, value: await read() };
    }
    return { ran: false };
  });
}
