import { and, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { oracleChunks, oracleFiles } from "@/db/schema";
import { ownRows } from "@/lib/auth/scope";
import { logger } from "@/lib/observability/log";
import {
  asIdentifiers,
  canonicalLexemes,
  holdsAskedForm,
  IDENTIFIER,
  inOrder,
  isIndexText,
  joinIdentifiers,
  lexemeForms,
  namedFiles,
  parseTsvector,
  pickSentences,
  resolveCompounds,
  scorePassages,
  tsqueryOfForms,
  type CorpusStats,
  type PickedSentences,
  type Query,
} from "./rank";
import { embedInChild } from "./parse-in-child";
import { splitSentences } from "./sentences";
import { cosine, fuseRanks, RRF_K } from "./vectors";
import { scorePassage, type PassageFeatures } from "./scorer";
import { abbreviationPattern, abbreviationsOf, writeOut } from "./abbreviations";
import { namingWords, titleWords, writeOutVersions } from "./question-words";

export type Passage = {
  chunkId: string;
  fileId: string;
  fileName: string;
  /** The passage's place in its file's reading order. */
  position: number;
  page: number | null;
  paragraph: number;
  text: string;
  /** What its score was computed from (lib/oracle/scorer.ts). */
  features?: PassageFeatures;
} & PickedSentences;

type SearchInput = { userId: string; fileIds: string[]; question: string; limit?: number };

/** Passages matching any question word that are ranked in JavaScript; PostgreSQL picks them. */
const CANDIDATES = 150;
/** Passages nearest the question by the sentence encoder, ranked with them whether or not they hold a question word. */
const ENCODER_CANDIDATES = 30;
/** Passages whose sentences are weighed to find the quote: the best of the full-text ranking, and of the fused one. */
const SENTENCE_PASSAGES = 6;
/** The encoder's nearest passages whose sentences are weighed too. */
const NEAREST_PASSAGES = 4;

/** When the question asks for a year, a quantity or a version, passages beyond the best holding one, weighed too. */
const FORM_PASSAGES = 6;

async function questionLexemes(db: Db, question: string) {
  const [row] = await db.execute<{ vector: string }>(sql`select to_tsvector('english', ${question})::text as vector`);
  return canonicalLexemes(parseTsvector(row.vector));
}

/** The user's own passages of the searched files. */
const chunksInScope = (input: SearchInput) => and(ownRows(oracleChunks.userId, input.userId), inArray(oracleChunks.fileId, input.fileIds));
/** The user's own searched files. */
const filesInScope = (input: SearchInput) => and(ownRows(oracleFiles.userId, input.userId), inArray(oracleFiles.id, input.fileIds));

type CandidateRow = {
  chunk_id: string;
  file_id: string;
  file_name: string;
  position: number;
  page: number | null;
  paragraph: number;
  text: string;
  vector: string;
  length: number;
  name_vector: string;
  first_text: string;
  passages: number;
  counts: Record<string, number[]>;
};

/**
 * One statement (one round trip, one pass over the index): the passages holding any of the
 * question's words; per file, how many of them hold each word (for the BM25 weights); the
 * number of passages searched; and the CANDIDATES best by ts_rank_cd, with the passages the
 * encoder found nearest (`nearest`, chunk ids) whether or not they hold a question word, with
 * what ranking needs.
 */
async function candidates(db: Db, input: SearchInput, lexemes: string[], nearest: string[]) {
  const query = sql`${lexemes.map(tsqueryOfForms).join(" | ")}::tsquery`;
  const forms = lexemes.flatMap(lexemeForms);
  const rows = await db.execute<CandidateRow>(sql`
    with matched as materialized (
      select id, file_id, page, paragraph, text, position, search_vector
      from ${oracleChunks}
      where ${chunksInScope(input)} and search_vector @@ ${query}
    ), per_file as (
      select m.file_id, array[${sql.join(
        lexemes.map((lexeme) => sql`count(*) filter (where m.search_vector @@ ${tsqueryOfForms(lexeme)}::tsquery)::int`),
        sql`, `,
      )}] as counts
      from matched m group by m.file_id
    ), best as (
      (select m.* from matched m order by ts_rank_cd(m.search_vector, ${query}) desc, m.position limit ${CANDIDATES})
      ${
        nearest.length
          ? sql`union select id, file_id, page, paragraph, text, position, search_vector from ${oracleChunks}
              where ${chunksInScope(input)} and ${inArray(oracleChunks.id, nearest)}`
          : sql``
      }
    )
    select b.id as chunk_id, b.file_id, f.name as file_name, b.position, b.page, b.paragraph, b.text,
      -- Only the question's words, with their positions: all ranking needs, and little to read.
      (select coalesce(string_agg(quote_literal(u.lexeme) || ':' || array_to_string(u.positions, ','), ' '), '')
        from unnest(b.search_vector) u where u.lexeme in (${sql.join(
          forms.map((lexeme) => sql`${lexeme}`),
          sql`, `,
        )})) as vector,
      length(b.search_vector) as length,
      -- The file's name as words ("apache-2.0.txt" → apach, 2.0, txt): question words naming the file.
      to_tsvector('english', regexp_replace(f.name, '[._-]+', ' ', 'g'))::text as name_vector,
      -- The start of the file's first passage, where its title stands.
      (select left(c.text, 300) from oracle_chunks c where c.file_id = b.file_id order by c.position limit 1) as first_text,
      -- A file's positions run 0, 1, 2…: its passages are counted from two index lookups, not a scan.
      (select coalesce(sum((select max(c.position) from oracle_chunks c where c.file_id = ${oracleFiles.id})
        - (select min(c.position) from oracle_chunks c where c.file_id = ${oracleFiles.id}) + 1), 0)::int
        from ${oracleFiles} where ${filesInScope(input)}) as passages,
      (select json_object_agg(p.file_id, p.counts) from per_file p) as counts
    from best b join oracle_files f on f.id = b.file_id
    order by ts_rank_cd(b.search_vector, ${query}) desc, b.position`);
  const [first] = rows;
  const occurrences: CorpusStats["occurrences"] = new Map();
  for (const [fileId, counts] of Object.entries(first?.counts ?? {})) {
    for (const [index, lexeme] of lexemes.entries()) {
      if (!counts[index]) continue;
      const files = occurrences.get(lexeme) ?? new Map<string, number>();
      files.set(fileId, counts[index]);
      occurrences.set(lexeme, files);
    }
  }
  return { rows: [...rows], passageCount: first?.passages ?? 0, occurrences };
}

/** The question's vector from the encoder's process; null when the encoder cannot give one (the full-text search still answers). */
async function questionVector(question: string): Promise<Buffer | null> {
  try {
    const [vector] = await embedInChild([question]);
    return vector ?? null;
  } catch (error) {
    logger.error({ err: error }, "the Oracle's sentence encoder gave no vector for a question");
    return null;
  }
}

/**
 * The cosine of the question's vector and each searched passage's (those with a vector), best
 * first; the first ENCODER_CANDIDATES are candidates. Empty when the question has no vector.
 */
async function similarities(db: Db, input: SearchInput, vector: Buffer | null): Promise<Map<string, number>> {
  if (!vector) return new Map();
  const rows = await db
    .select({ id: oracleChunks.id, embedding: oracleChunks.embedding })
    .from(oracleChunks)
    .where(and(chunksInScope(input), isNotNull(oracleChunks.embedding)));
  const near = rows.map((row) => ({ id: row.id, similarity: cosine(row.embedding!, vector) })).sort((a, b) => b.similarity - a.similarity);
  return new Map(near.map((row) => [row.id, row.similarity]));
}

/**
 * The question's identifiers written with underscores ("ASN1_MAX_NAME_SIZE"), each as the
 * lexeme of its parts in a row ("asn1_max_name_size"); one whose parts are not each a
 * lexeme (a stop word among them) is left to its parts.
 */
async function identifiersOf(db: Db, question: string): Promise<string[]> {
  const written = [...new Set(question.match(IDENTIFIER) ?? [])];
  const vectors = await sentenceLexemes(db, written);
  return vectors.flatMap((lexemes, index) => {
    const parts = inOrder(lexemes);
    return parts.length === written[index].split("_").length ? [parts.map((part) => part.lexeme).join("_")] : [];
  });
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
  return rows.map((row) => canonicalLexemes(parseTsvector(row.vector)));
}

/**
 * The question with each abbreviation that no searched file holds ("EU", "FSF") written out as
 * the files write it (see abbreviationPattern): initials over a word it begins, then the form
 * the files use most. An abbreviation the
 * files do not explain stays as it is, and the question may then not be answerable.
 */
async function expandAbbreviations(db: Db, input: SearchInput, asked: Set<string>, known: (lexeme: string) => boolean): Promise<string> {
  const forms = new Map<string, string>();
  for (const abbreviation of abbreviationsOf(input.question)) {
    // "ASN" of "ASN.1" is not a word of the question: only an abbreviation standing alone is.
    const lexeme = abbreviation.toLowerCase();
    if (!asked.has(lexeme) || known(lexeme)) continue;
    const pattern = abbreviationPattern(abbreviation);
    const [found] = await db.execute<{ form: string }>(sql`
      select m.form from (
        select (regexp_match(text, ${pattern}))[1] as form
        from ${oracleChunks} where ${chunksInScope(input)} and text ~ ${pattern}
      ) m group by m.form order by strpos(m.form, ' ') > 0 desc, count(*) desc, m.form limit 1`);
    if (found) forms.set(abbreviation, found.form);
  }
  return writeOut(input.question, forms);
}

/**
 * What the question asks, as lexemes, with short versions ("v2") and abbreviations the files do
 * not hold written out, and the lexemes of its words that name things.
 */
async function understand(db: Db, input: SearchInput, nearing: Promise<string[]>) {
  let question = writeOutVersions(input.question);
  const identifiers = await identifiersOf(db, question);
  let written = asIdentifiers(await questionLexemes(db, question), identifiers);
  const nearest = await nearing;
  let found = written.size ? await candidates(db, input, [...written.keys()], nearest) : null;
  if (found && abbreviationsOf(question).length) {
    const { rows, occurrences } = found;
    const named = new Set(rows.flatMap((row) => [...parseTsvector(row.name_vector).keys()]));
    const expanded = await expandAbbreviations(db, { ...input, question }, new Set(written.keys()), (lexeme) => occurrences.has(lexeme) || named.has(lexeme));
    if (expanded !== question) {
      question = expanded;
      written = asIdentifiers(await questionLexemes(db, question), identifiers);
      found = await candidates(db, input, [...written.keys()], nearest);
    }
  }
  return { written, found, question, identifiers };
}

/**
 * The lexemes of the question's words that name things, and those of each file's name and
 * title ("mpl-2.0.txt", "Mozilla Public License"): question words naming the document. One
 * round trip.
 */
async function namesOf(db: Db, question: string, rows: CandidateRow[]) {
  const files = [...new Map(rows.map((row) => [row.file_id, row])).values()];
  const [naming, ...titles] = await sentenceLexemes(db, [(await namingWords(question)).join(" "), ...files.map((row) => titleWords(row.first_text))]);
  const names: CorpusStats["names"] = new Map(files.map((row) => [row.file_id, new Set(canonicalLexemes(parseTsvector(row.name_vector)).keys())]));
  return { naming: new Set(naming.keys()), names, titles: new Map(files.map((row, index) => [row.file_id, titles[index]])) };
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
  // The encoder's vector of the question is computed in its process while PostgreSQL reads the question's words.
  const measuring = questionVector(input.question).then((vector) => similarities(db, input, vector));
  const nearing = measuring.then((similarity) => [...similarity.keys()].slice(0, ENCODER_CANDIDATES));
  const { written, found, question, identifiers } = await understand(db, input, nearing);
  const similarity = await measuring;
  const near = await nearing;
  if (!found) return [];
  const { naming, names, titles } = await namesOf(db, question, found.rows);
  const { passageCount, occurrences } = found;
  const rows = found.rows.filter((row) => !isIndexText(row.text)).map((row) => ({
    chunkId: row.chunk_id,
    fileId: row.file_id,
    fileName: row.file_name,
    position: row.position,
    page: row.page,
    paragraph: row.paragraph,
    text: row.text,
    length: row.length,
    lexemes: joinIdentifiers(canonicalLexemes(parseTsvector(row.vector)), identifiers),
  }));
  const stats: CorpusStats = { passageCount, fileCount: input.fileIds.length, occurrences, names, titles };
  const query: Query = { text: input.question, lexemes: resolveCompounds(written, (lexeme) => occurrences.has(lexeme)), naming };
  const named = namedFiles(query, stats);
  const scoped = named && rows.some((row) => named.has(row.fileId)) ? rows.filter((row) => named.has(row.fileId)) : rows;
  const lexical = scorePassages(query, scoped, stats);
  // Candidates of the full-text search and of the encoder, fused by reciprocal rank.
  const fused = fuseRanks([
    lexical.filter((passage) => passage.score > 0).map((passage) => passage.chunkId),
    near.filter((id) => scoped.some((row) => row.chunkId === id)),
  ]);
  const fusion = (passage: { chunkId: string }) => fused.get(passage.chunkId) ?? 0;
  // Weighed by their sentences: the best of each ranking and of the fusion.
  const nearest = near.flatMap((id) => lexical.find((passage) => passage.chunkId === id) ?? []);
  const fusedOrder = [...lexical].sort((a, b) => fusion(b) - fusion(a));
  // When the question asks for a year, a quantity or a version, passages holding one are weighed too: the answer may rank lower than passages sharing more words.
  const formed = lexical.slice(SENTENCE_PASSAGES).filter((passage) => holdsAskedForm(query.text, passage.text));
  const ranked = [
    ...new Set([
      ...lexical.slice(0, SENTENCE_PASSAGES),
      ...nearest.slice(0, NEAREST_PASSAGES),
      ...fusedOrder.slice(0, SENTENCE_PASSAGES),
      ...formed.slice(0, FORM_PASSAGES),
    ]),
  ];
  const topLexical = Math.max(...lexical.map((passage) => passage.score), 0) || 1;

  const split = ranked.map((passage) => splitSentences(passage.text));
  const vectors = await sentenceLexemes(db, split.flat());
  let offset = 0;
  const passages: Passage[] = [];
  for (const [index, passage] of ranked.entries()) {
    const sentences = split[index].map((text, at) => ({ text, lexemes: joinIdentifiers(vectors[offset + at], identifiers) }));
    offset += sentences.length;
    const picked = pickSentences(query, sentences, passage.fileId, stats);
    if (!picked) continue;
    const { chunkId, fileId, fileName, position, page, paragraph, text } = passage;
    const features = {
      fusion: fusion(passage) * RRF_K,
      lexical: passage.score / topLexical,
      sentence: picked.score / topLexical,
      similarity: similarity.get(chunkId) ?? null,
      coverage: picked.coverage,
      formHeld: picked.formHeld ? 1 : 0,
    };
    passages.push({ chunkId, fileId, fileName, position, page, paragraph, text, ...picked, score: scorePassage(features), features });
  }
  const best = passages.sort((a, b) => b.score - a.score).slice(0, limit);
  return continueQuotes(db, input, best);
}

/**
 * Quotes that end their passage on a lead-in (a heading, a colon, a function's signature) go
 * on with the first sentence of the file's next passage, which the passage then includes: a
 * PDF's page, or a paragraph, often breaks between a function's name and what it does.
 */
async function continueQuotes(db: Db, input: SearchInput, passages: Passage[]): Promise<Passage[]> {
  const leads = passages.filter((passage) => passage.continues);
  if (!leads.length) return passages;
  const rows = await db.execute<{ file_id: string; position: number; text: string }>(sql`
    select file_id, position, text from ${oracleChunks}
    where ${chunksInScope(input)} and (file_id, position) in (${sql.join(
      leads.map((passage) => sql`(${passage.fileId}::uuid, ${passage.position + 1})`),
      sql`, `,
    )})`);
  const next = new Map(rows.map((row) => [`${row.file_id}:${row.position}`, row.text]));
  return passages.map((passage) => {
    const following = passage.continues ? next.get(`${passage.fileId}:${passage.position + 1}`) : undefined;
    const [sentence] = following ? splitSentences(following) : [];
    if (!following || !sentence) return passage;
    return { ...passage, text: `${passage.text} ${following}`, quote: `${passage.quote} ${sentence}` };
  });
}
