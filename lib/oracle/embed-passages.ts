import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { oracleChunks } from "@/db/schema";
import { embedInChild } from "./parse-in-child";

/**
 * Distinct passage texts of a file given vectors, at most, the first in reading order: the
 * encoder takes 10–100 ms a passage on this hardware, and its process also embeds the questions
 * asked. The passages past it keep no vector (the full-text search still finds them).
 */
export const MAX_EMBEDDED_PASSAGES = 1000;

/** Texts embedded, then written, at a time: a job cut short keeps the vectors written before. */
const WRITE_BATCH = 64;

/**
 * The embedding job: computes the sentence encoder's vector of a ready file's passages that have
 * none yet (once per distinct text, in the encoder's process) and stores each beside its
 * passage. Safe to run again: a passage given a vector meanwhile keeps it, and a file deleted
 * meanwhile leaves nothing to write. An encoder process that ends without an answer throws, so
 * pg-boss retries the job. Returns the number of passages given a vector.
 */
export async function embedFilePassages(db: Db, fileId: string): Promise<number> {
  const rows = await db
    .select({ id: oracleChunks.id, text: oracleChunks.text, embedded: sql<boolean>`${oracleChunks.embedding} is not null` })
    .from(oracleChunks)
    .where(eq(oracleChunks.fileId, fileId))
    .orderBy(asc(oracleChunks.position));
  const kept = new Set([...new Set(rows.map((row) => row.text))].slice(0, MAX_EMBEDDED_PASSAGES));
  const missing = rows.filter((row) => !row.embedded && kept.has(row.text));
  const texts = [...new Set(missing.map((row) => row.text))];
  let written = 0;
  for (let start = 0; start < texts.length; start += WRITE_BATCH) {
    const batch = texts.slice(start, start + WRITE_BATCH);
    const vectors = await embedInChild(batch);
    const byText = new Map(batch.map((text, index) => [text, vectors[index]]));
    const values = missing.flatMap((row) => {
      const vector = byText.get(row.text);
      return vector ? [sql`(${row.id}::uuid, ${vector}::bytea)`] : [];
    });
    if (!values.length) continue;
    const updated = await db.execute(sql`
      update ${oracleChunks} c set embedding = v.embedding
      from (values ${sql.join(values, sql`, `)}) as v(id, embedding)
      where c.id = v.id and c.embedding is null`);
    written += updated.count;
  }
  return written;
}
