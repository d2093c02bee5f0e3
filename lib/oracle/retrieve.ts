import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { oracleChunks, oracleFiles } from "@/db/schema";
import { parseTsvector, pickSentences, resolveCompounds, scorePassages, tsqueryOperand, type CorpusStats, type Lexemes, type Query } from "./rank";
import { splitSentences } from "./sentences";

export type Passage = {
  chunkId: string;
  fileId: string;
  fileName: string;
  page: number | null;
  paragraph: number;
  text: string;
  /** The sentence (or two) of the passage that answers the question. */
  quote: string;
  /** Ranking score: higher is better. */
  score: number;
  /** Share of the question's weight the quote holds (words naming the file count as held). */
  coverage: number;
};

type SearchInput = { userId: string; fileIds: string[]; question: string; limit?: number };

/** Passages matching any question word that are ranked in JavaScript; PostgreSQL picks them. */
const CANDIDATES = 150;
/** Passages whose sentences are weighed to find the quote. */
const SENTENCE_PASSAGES = 6;

async function questionLexemes(db: Db, question: string) {
  const [row] = await db.execute<{ vector: string }>(sql`select to_tsvector('english', ${question})::text as vector`);
  return parseTsvector(row.vector);
}

const scopeOf = (input: SearchInput) =>
  sql`c.user_id = ${input.userId} and c.file_id in (${sql.join(
    input.fileIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;

async function countPassages(db: Db, input: SearchInput): Promise<number> {
  const [row] = await db.execute<{ passages: number }>(sql`select count(*)::int as passages from oracle_chunks c where ${scopeOf(input)}`);
  return row?.passages ?? 0;
}

function countInCandidates(rows: { fileId: string; lexemes: Lexemes }[]): CorpusStats["occurrences"] {
  const byLexeme: CorpusStats["occurrences"] = new Map();
  for (const row of rows) {
    for (const lexeme of row.lexemes.keys()) {
      const files = byLexeme.get(lexeme) ?? new Map<string, number>();
      files.set(row.fileId, (files.get(row.fileId) ?? 0) + 1);
      byLexeme.set(lexeme, files);
    }
  }
  return byLexeme;
}

async function countInIndex(db: Db, input: SearchInput, lexemes: string[]): Promise<CorpusStats["occurrences"]> {
  // One pass over the passages holding any of the words (a GIN bitmap scan), counted per file and word.
  const any = lexemes.map(tsqueryOperand).join(" | ");
  const rows = await db.execute<{ file_id: string; counts: number[] }>(sql`
    select c.file_id, array[${sql.join(
      lexemes.map((lexeme) => sql`count(*) filter (where c.search_vector @@ ${tsqueryOperand(lexeme)}::tsquery)::int`),
      sql`, `,
    )}] as counts
    from oracle_chunks c
    where ${scopeOf(input)} and c.search_vector @@ ${any}::tsquery
    group by c.file_id`);
  const byLexeme: CorpusStats["occurrences"] = new Map();
  for (const row of rows) {
    for (const [index, lexeme] of lexemes.entries()) {
      if (!row.counts[index]) continue;
      const files = byLexeme.get(lexeme) ?? new Map<string, number>();
      files.set(row.file_id, row.counts[index]);
      byLexeme.set(lexeme, files);
    }
  }
  return byLexeme;
}

async function candidates(db: Db, input: SearchInput, lexemes: string[]) {
  const query = sql`${lexemes.map(tsqueryOperand).join(" | ")}::tsquery`;
  return db
    .select({
      chunkId: oracleChunks.id,
      fileId: oracleChunks.fileId,
      fileName: oracleFiles.name,
      page: oracleChunks.page,
      paragraph: oracleChunks.paragraph,
      text: oracleChunks.text,
      // Only the question's words, with their positions: all ranking needs, and little to read.
      vector: sql<string>`(select coalesce(string_agg(quote_literal(u.lexeme) || ':' || array_to_string(u.positions, ','), ' '), '')
        from unnest(${oracleChunks.searchVector}) u where u.lexeme in (${sql.join(
          lexemes.map((lexeme) => sql`${lexeme}`),
          sql`, `,
        )}))`,
      length: sql<number>`length(${oracleChunks.searchVector})`,
      // The file's name as words ("apache-2.0.txt" → apach, 2.0, txt): question words naming the file.
      nameVector: sql<string>`to_tsvector('english', regexp_replace(${oracleFiles.name}, '[._-]+', ' ', 'g'))::text`,
    })
    .from(oracleChunks)
    .innerJoin(oracleFiles, eq(oracleFiles.id, oracleChunks.fileId))
    .where(and(eq(oracleChunks.userId, input.userId), inArray(oracleChunks.fileId, input.fileIds), sql`${oracleChunks.searchVector} @@ ${query}`))
    .orderBy(desc(sql`ts_rank_cd(${oracleChunks.searchVector}, ${query})`), oracleChunks.position)
    .limit(CANDIDATES);
}

async function sentenceLexemes(db: Db, sentences: string[]) {
  if (!sentences.length) return [];
  const rows = await db.execute<{ vector: string }>(sql`
    select to_tsvector('english', s.text)::text as vector
    from unnest(array[${sql.join(
      sentences.map((sentence) => sql`${sentence}`),
      sql`, `,
    )}]::text[]) with ordinality as s(text, n)
    order by s.n`);
  return rows.map((row) => parseTsvector(row.vector));
}

/**
 * The user's passages that answer the question, best first, from `fileIds` only: PostgreSQL's
 * full-text index picks the passages holding any of the question's words; they are ranked by
 * BM25 (rare words weigh more) with bonuses for question words standing together (phrases)
 * and for numbers, and by the question words their file holds (a question naming "the
 * Apache License" prefers that file). The best passages' sentences are then weighed, and
 * each passage carries the sentence that answers (its quote) and how much of the question
 * that sentence covers.
 */
export async function searchPassages(db: Db, input: SearchInput): Promise<Passage[]> {
  if (!input.fileIds.length) return [];
  const limit = input.limit ?? 5;
  const written = await questionLexemes(db, input.question);
  if (!written.size) return [];
  const words = [...written.keys()];
  const [found, passageCount] = await Promise.all([candidates(db, input, words), countPassages(db, input)]);
  const rows = found.map(({ chunkId, fileId, fileName, page, paragraph, text, length, vector }) => ({
    chunkId,
    fileId,
    fileName,
    page,
    paragraph,
    text,
    length,
    lexemes: parseTsvector(vector),
  }));
  // Only files with a candidate passage matter, and each candidate carries its file's name.
  const names: CorpusStats["names"] = new Map(found.map((row) => [row.fileId, new Set(parseTsvector(row.nameVector).keys())]));
  // Every passage holding a question word is a candidate unless there were more than CANDIDATES:
  // then the words are counted in the index.
  const occurrences = rows.length < CANDIDATES ? countInCandidates(rows) : await countInIndex(db, input, words);
  const stats: CorpusStats = { passageCount, fileCount: input.fileIds.length, occurrences, names };
  const query: Query = { text: input.question, lexemes: resolveCompounds(written, (lexeme) => occurrences.has(lexeme)) };
  const ranked = scorePassages(query, rows, stats).slice(0, SENTENCE_PASSAGES);

  const split = ranked.map((passage) => splitSentences(passage.text));
  const vectors = await sentenceLexemes(db, split.flat());
  let offset = 0;
  const passages: Passage[] = [];
  for (const [index, passage] of ranked.entries()) {
    const sentences = split[index].map((text, at) => ({ text, lexemes: vectors[offset + at] }));
    offset += sentences.length;
    const picked = pickSentences(query, sentences, passage.fileId, stats);
    if (!picked) continue;
    const { chunkId, fileId, fileName, page, paragraph, text, score } = passage;
    passages.push({ chunkId, fileId, fileName, page, paragraph, text, quote: picked.quote, score: score + picked.score, coverage: picked.coverage });
  }
  return passages.sort((a, b) => b.score - a.score).slice(0, limit);
}
