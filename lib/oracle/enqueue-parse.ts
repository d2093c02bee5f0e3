import { getBoss } from "@/lib/jobs/boss";
import { QUEUES } from "@/lib/jobs/queues";

/**
 * Hands a stored upload to the parse job; one job per file. pg-boss retries it only when
 * storing fails: a file that cannot be read (or hit a limit) fails without a retry.
 */
export async function enqueueFileParse(fileId: string): Promise<void> {
  const boss = await getBoss();
  await boss.createQueue(QUEUES.parseOracleFile);
  await boss.send(QUEUES.parseOracleFile, { fileId }, { singletonKey: fileId, retryLimit: 2, retryBackoff: true });
}
