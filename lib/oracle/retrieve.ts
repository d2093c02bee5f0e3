import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { oracleChunks, oracleFiles } from "@/db/schema";
import { toWebsearchQuery } from "./search-query";

export type Passage = {
  chunkId: string;
  fileId: string;
  fileName: string;
  page: number | null;
  paragraph: number;
  text: string;
  rank: number;
};

type SearchInput = { userId: string; fileIds: string[]; question: string; limit?: number };

/**
 * The user's passages best matching the question, by PostgreSQL full-text search (GIN
 * index on the stored tsvector, ranked by ts_rank_cd), limited to `fileIds`. Passages
 * holding every word of the question come first; passages holding only some fill the
 * rest. Searching for all words first keeps ranking cheap: few passages hold them all.
 */
export async function searchPassages(db: Db, input: SearchInput): Promise<Passage[]> {
  if (!input.fileIds.length) return [];
  const limit = input.limit ?? 5;
  const all = await search(db, input, toWebsearchQuery(input.question, "all"), limit);
  if (all.length >= limit) return all;
  const any = await search(db, input, toWebsearchQuery(input.question, "any"), limit);
  const seen = new Set(all.map((passage) => passage.chunkId));
  return [...all, ...any.filter((passage) => !seen.has(passage.chunkId))].slice(0, limit);
}

async function search(db: Db, input: SearchInput, text: string, limit: number): Promise<Passage[]> {
  if (!text) return [];
  const query = sql`websearch_to_tsquery('english', ${text})`;
  const rank = sql<number>`ts_rank_cd(${oracleChunks.searchVector}, ${query})`;
  return db
    .select({
      chunkId: oracleChunks.id,
      fileId: oracleChunks.fileId,
      fileName: oracleFiles.name,
      page: oracleChunks.page,
      paragraph: oracleChunks.paragraph,
      text: oracleChunks.text,
      rank,
    })
    .from(oracleChunks)
    .innerJoin(oracleFiles, eq(oracleFiles.id, oracleChunks.fileId))
    .where(
      and(
        eq(oracleChunks.userId, input.userId),
        inArray(oracleChunks.fileId, input.fileIds),
        sql`${oracleChunks.searchVector} @@ ${query}`,
      ),
    )
    .orderBy(desc(rank), oracleChunks.position)
    .limit(limit);
}
