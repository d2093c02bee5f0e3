/**
 * Oracle evaluation: the twelve public documents of bench/oracle-eval/documents (every
 * accepted type, scans included) read as uploads, all attached to one conversation, and the
 * questions of bench/oracle-eval/questions.ts asked in it, each part scored apart (see PARTS and
 * the README for when and by whom each was written). Per part: right answers, shown recall (one
 * of the first three passages holds the answer), right first citations, right citations (file
 * and page, passage), made-up answers to questions the files do not answer, answer time (p95 and
 * median); and the time each file takes from upload to ready. The parts not used for
 * development are reported against the goals, and their misses are never listed.
 * `npx tsx bench/oracle-eval.ts` (DATABASE_URL) runs it alone.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createDb, type Db } from "@/db/client";
import { migrateDatabase } from "@/db/migrate";
import type { OracleCitation } from "@/db/schema";
import { startChat } from "@/lib/oracle/chat";
import { isNotFound } from "@/lib/oracle/extractive-answer";
import { embedFilePassages } from "@/lib/oracle/embed-passages";
import { parseQueuedFile, storeUpload, type OracleFileSummary } from "@/lib/oracle/ingest-file";
import { searchPassages } from "@/lib/oracle/retrieve";
import { benchDatabaseUrl, withBenchUser } from "./oracle-bench-user";
import {
  EVAL_QUESTIONS,
  FRESH_HELD_OUT_QUESTIONS,
  HELD_OUT_3_QUESTIONS,
  HELD_OUT_4_QUESTIONS,
  HELD_OUT_5_QUESTIONS,
  HELD_OUT_6_QUESTIONS,
  HELD_OUT_7_QUESTIONS,
  HELD_OUT_8_QUESTIONS,
  HELD_OUT_QUESTIONS,
  type EvalQuestion,
} from "./oracle-eval/questions";

const DOCUMENTS = path.join(import.meta.dirname, "oracle-eval/documents");
/** Files that are scans, with their page count: their read time is OCR time. */
const SCANS: Record<string, number> = { "bsd-license-scan.png": 1, "next-license-scan.jpg": 1, "gpl-2.0-scan.pdf": 2 };

/** Lower case, one kind of quote and dash, single spaces: OCR and PDF text differ in these only. */
const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[‘’`]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[‐-―]/g, "-")
    .replace(/\s+/g, " ")
    .trim();

/**
 * Uploads every document of the set as `userId`, one at a time, with the seconds each took to
 * be ready; then runs each file's embedding job, with the seconds each took (`embedSeconds`).
 */
export async function readDocuments(db: Db, userId: string) {
  const files: OracleFileSummary[] = [];
  const readSeconds: Record<string, number> = {};
  const queued: string[] = [];
  const enqueueEmbedding = async (fileId: string) => void queued.push(fileId);
  for (const name of (await readdir(DOCUMENTS)).sort()) {
    const started = performance.now();
    const file = await storeUpload(db, {
      userId,
      name,
      bytes: await readFile(path.join(DOCUMENTS, name)),
      // One file at a time: a reader is always free.
      enqueue: (fileId) =>
        parseQueuedFile(
          db,
          fileId,
          async () => {
            throw new Error("no reader free");
          },
          enqueueEmbedding,
        ),
      enqueueEmbedding,
    });
    readSeconds[name] = Number(((performance.now() - started) / 1000).toFixed(2));
    files.push(file);
  }
  const embedSeconds: Record<string, number> = {};
  for (const file of files.filter((file) => queued.includes(file.id))) {
    const started = performance.now();
    await embedFilePassages(db, file.id);
    embedSeconds[file.name] = Number(((performance.now() - started) / 1000).toFixed(2));
  }
  return { files, readSeconds, embedSeconds };
}

/** The parts of the set, each scored apart, in the order they were written. */
export const PARTS = {
  original: EVAL_QUESTIONS,
  heldOut: HELD_OUT_QUESTIONS,
  freshHeldOut: FRESH_HELD_OUT_QUESTIONS,
  heldOut3: HELD_OUT_3_QUESTIONS,
  heldOut4: HELD_OUT_4_QUESTIONS,
  heldOut5: HELD_OUT_5_QUESTIONS,
  heldOut6: HELD_OUT_6_QUESTIONS,
  heldOut7: HELD_OUT_7_QUESTIONS,
  heldOut8: HELD_OUT_8_QUESTIONS,
} satisfies Record<string, EvalQuestion[]>;
export type Part = keyof typeof PARTS;

/**
 * The parts rules and weights may be chosen or fitted on (see the README); the report lists the
 * misses of these only. Every other part, and every part added later, is unseen: it is reported
 * as figures alone, so that nobody tunes on it by reading it.
 */
export const DEVELOPMENT_PARTS: ReadonlySet<Part> = new Set(["original", "heldOut", "freshHeldOut", "heldOut3", "heldOut4"]);

/** Passages shown: those the answerer quotes or shows as closest, and a language model reads first. */
const SHOWN_PASSAGES = 3;

/**
 * `shown`: the first SHOWN_PASSAGES passages ranked, whether or not the answerer found one good
 * enough to quote; `topQuote`: the quote of the first of them.
 */
type Asked = {
  question: EvalQuestion;
  part: Part;
  answer: string;
  citations: OracleCitation[];
  shown: { fileName: string; page: number | null; text: string }[];
  topQuote: string;
  ms: number;
};

export type Answerable = Extract<EvalQuestion, { answer: string[] }>;

/** Whether a text holds every word run a right answer to the question contains. */
export const holdsAnswer = (question: Answerable, text: string) => question.answer.every((words) => normalise(text).includes(normalise(words)));

/** Whether a passage of this file and page holds the words of the passage that answers. */
export const isAnswering = (question: Answerable, passage: { fileName: string; page: number | null; text: string }) =>
  passage.fileName === question.file &&
  (!question.pages || (passage.page !== null && question.pages.includes(passage.page))) &&
  [question.passage].flat().some((words) => normalise(passage.text).includes(normalise(words)));

const citedPassage = (citation: OracleCitation) => ({ fileName: citation.fileName, page: citation.page, text: citation.passage });

/** What an answer scores; the measures of the other kind of question are false. */
function judge({ question, answer, citations, shown, topQuote }: Asked) {
  // An answer opening "I could not find" gives none, though it shows the closest passages.
  const answered = !isNotFound(answer);
  if ("unanswerable" in question) return { madeUp: answered, right: false, cited: false, firstCited: false, shownRecall: false, topQuoteRight: false };
  return {
    madeUp: false,
    right: answered && holdsAnswer(question, answer),
    cited: answered && citations.some((citation) => isAnswering(question, citedPassage(citation))),
    firstCited: answered && citations.length > 0 && isAnswering(question, citedPassage(citations[0])),
    shownRecall: shown.some((passage) => isAnswering(question, passage) && holdsAnswer(question, passage.text)),
    topQuoteRight: holdsAnswer(question, topQuote),
  };
}

type Judged = Asked & ReturnType<typeof judge>;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
const ratio = (count: number, of: number) => Number((count / of).toFixed(3));
const milliseconds = (ms: number) => Number(ms.toFixed(1));

/**
 * Over the answerable questions: right answers; right citations (any) and right first citations;
 * shown recall, the share whose answer one of the first SHOWN_PASSAGES passages holds (what a
 * language model would read, and what the answerer shows when it finds no quote good enough);
 * `topQuoteRight`, the right answers the first-ranked quote would give if the answerer never
 * said it could not find one. Over the others: made-up answers. Answer time over all.
 */
function score(judged: Judged[]) {
  const answerable = judged.filter((entry) => !("unanswerable" in entry.question));
  const unanswerable = judged.filter((entry) => "unanswerable" in entry.question);
  const share = (key: "right" | "cited" | "firstCited" | "shownRecall" | "topQuoteRight") =>
    ratio(answerable.filter((entry) => entry[key]).length, answerable.length);
  const times = judged.map((entry) => entry.ms).sort((a, b) => a - b);
  return {
    questions: { answerable: answerable.length, unanswerable: unanswerable.length },
    rightAnswers: share("right"),
    shownRecall: share("shownRecall"),
    rightFirstCitations: share("firstCited"),
    rightCitations: share("cited"),
    madeUpAnswers: ratio(unanswerable.filter((entry) => entry.madeUp).length, unanswerable.length),
    topQuoteRight: share("topQuoteRight"),
    answerMs: { p95: milliseconds(percentile(times, 0.95)), median: milliseconds(percentile(times, 0.5)) },
  };
}

export async function run(ctx: { databaseUrl: string }): Promise<Record<string, unknown>> {
  await migrateDatabase(ctx.databaseUrl);
  const { db, sql } = createDb(ctx.databaseUrl, 2);
  try {
    return await withBenchUser(db, async (userId) => {
      const { files, readSeconds, embedSeconds } = await readDocuments(db, userId);
      const attachments = files.map(({ id, name, type }) => ({ id, name, type }));
      const fileIds = files.map((file) => file.id);
      let conversationId: string | undefined;
      const asked: Asked[] = [];
      const questions = Object.entries(PARTS).flatMap(([part, list]) => list.map((question) => ({ question, part: part as Part })));
      for (const { question, part } of questions) {
        const started = performance.now();
        const chat = await startChat(db, { userId, conversationId, message: question.question, files: conversationId ? [] : attachments, llm: null });
        conversationId = chat.conversationId;
        let answer = "";
        let citations: OracleCitation[] = [];
        for await (const event of chat.events) {
          if (event.type === "done") ({ content: answer, citations } = event.message);
          if (event.type === "error") answer = event.error;
        }
        const ms = performance.now() - started;
        const shown = await searchPassages(db, { userId, fileIds, question: question.question, limit: SHOWN_PASSAGES });
        asked.push({ question, part, answer, citations, shown, topQuote: shown[0]?.quote ?? "", ms });
      }

      const judged: Judged[] = asked.map((entry) => ({ ...entry, ...judge(entry) }));
      const partScore = (part: Part) => score(judged.filter((entry) => entry.part === part));
      const original = partScore("original");
      const goal = (value: number, wanted: string, met: boolean) => ({ value, goal: wanted, met });
      /** An unseen part against the goals (#33): what generalises. */
      const unseenScore = (part: Part) => {
        const scored = partScore(part);
        return {
          ...scored,
          shownRecall: goal(scored.shownRecall, "≥ 0.85", scored.shownRecall >= 0.85),
          rightAnswers: goal(scored.rightAnswers, "≥ 0.6", scored.rightAnswers >= 0.6),
          madeUpAnswers: goal(scored.madeUpAnswers, "≤ 0.1", scored.madeUpAnswers <= 0.1),
        };
      };
      const times = asked.map((entry) => entry.ms).sort((a, b) => a - b);
      const p95Ms = milliseconds(percentile(times, 0.95));
      const scannedPageSeconds = Number(Math.max(...Object.entries(SCANS).map(([name, pages]) => readSeconds[name] / pages)).toFixed(2));
      const parts = Object.keys(PARTS) as Part[];
      return {
        benchmark: "oracle-eval: 12 public documents in one conversation, questions written by reading them",
        answerer: "extractive (no language model)",
        documents: files.length,
        questions: original.questions,
        rightAnswers: goal(original.rightAnswers, "≥ 0.9", original.rightAnswers >= 0.9),
        rightCitations: goal(original.rightCitations, "≥ 0.9", original.rightCitations >= 0.9),
        madeUpAnswers: goal(original.madeUpAnswers, "≤ 0.1", original.madeUpAnswers <= 0.1),
        shownRecall: original.shownRecall,
        rightFirstCitations: original.rightFirstCitations,
        topQuoteRight: original.topQuoteRight,
        ...Object.fromEntries(
          parts.filter((part) => part !== "original").map((part) => [part, DEVELOPMENT_PARTS.has(part) ? partScore(part) : unseenScore(part)]),
        ),
        answerMs: { value: p95Ms, median: milliseconds(percentile(times, 0.5)), goal: "p95 < 1000", met: p95Ms < 1000 },
        scannedPageSeconds: goal(scannedPageSeconds, "< 15", scannedPageSeconds < 15),
        readSeconds,
        embedSeconds,
        unseenParts: parts.filter((part) => !DEVELOPMENT_PARTS.has(part)),
        misses: judged
          .filter((entry) => DEVELOPMENT_PARTS.has(entry.part))
          .filter((entry) => ("unanswerable" in entry.question ? entry.madeUp : !entry.right || !entry.cited))
          .map((entry) => ({
            question: entry.question.question,
            ...(entry.part === "original" ? {} : { part: entry.part }),
            ...("unanswerable" in entry.question ? { madeUp: true } : { right: entry.right, cited: entry.cited, shownRecall: entry.shownRecall, topQuoteRight: entry.topQuoteRight }),
            answer: entry.answer.slice(0, 400),
            citations: entry.citations.map((citation) => `${citation.fileName} p${citation.page ?? "-"} ¶${citation.paragraph}`),
          })),
      };
    });
  } finally {
    await sql.end();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(JSON.stringify(await run({ databaseUrl: benchDatabaseUrl() }), null, 2));
}
