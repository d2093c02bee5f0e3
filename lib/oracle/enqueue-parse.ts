import { getBoss } from "@/lib/jobs/boss";
import { QUEUES } from "@/lib/jobs/queues";

/**
 * Hands a stored upload to the parse job; one job per file. pg-boss retries it only when
 * storing fails: a file that cannot be read (or hit a limit) fails without a retry.
 */
export async function enqueueFileParse(fileId: string, startAfterSeconds = 0): Promise<void> {
  const boss = await getBoss();
  await boss.createQueue(QUEUES.parseOracleFile);
  await boss.send(QUEUES.parseOracleFile, { fileId }, { singletonKey: fileId, retryLimit: 2, retryBackoff: true, startAfter: startAfterSeconds });
}

/**
 * Hands a ready file to the embedding job, which gives its passages the sentence encoder's
 * vectors; one job per file, retried with backoff when the encoder's process fails.
 */
export async function enqueueFileEmbedding(fileId: string): Promise<void> {
  const boss = await getBoss();
  await boss.createQueue(QUEUES.embedOracleFile);
  await boss.send(QUEUES.embedOracleFile, { fileId }, { singletonKey: fileId, retryLimit: 2, retryBackoff: true });
}

/** How long a file waits for a reader to be free (its owner's other document, or another user's, being read). */
const READER_BUSY_WAIT_SECONDS = 5;

/** The parse job's file again, for when no reader is free. */
export const requeueFileParse = (fileId: string) => enqueueFileParse(fileId, READER_BUSY_WAIT_SECONDS);
