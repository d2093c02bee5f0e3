/**
 * Oracle evaluation: the twelve public documents of bench/oracle-eval/documents (every
 * accepted type, scans included) read as uploads, all attached to one conversation, and the
 * questions of bench/oracle-eval/questions.ts asked in it. Reports right answers, right
 * citations (file and page, passage), made-up answers to questions the files do not answer,
 * answer time and the time to read a scanned page. The held-out questions (written before the
 * ranking rules they test were chosen), the fresh held-out ones (written after the first held-out
 * part had been used for tuning, before any change that followed) and the third held-out part
 * (written after the fresh one had been scored, before any change that followed), the fourth and
 * the fifth (written by developers who had seen neither the answerer nor its misses) and the sixth
 * (written on 28 Nov from the documents alone, before any change that followed) are asked in the
 * same conversation and scored apart.
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

async function readDocuments(db: Db, userId: string) {
  const files: OracleFileSummary[] = [];
  const readSeconds: Record<string, number> = {};
  for (const name of (await readdir(DOCUMENTS)).sort()) {
    const started = performance.now();
    const file = await storeUpload(db, {
      userId,
      name,
      bytes: await readFile(path.join(DOCUMENTS, name)),
      // One file at a time: a reader is always free.
      enqueue: (fileId) =>
        parseQueuedFile(db, fileId, async () => {
          throw new Error("no reader free");
        }),
    });
    readSeconds[name] = Number(((performance.now() - started) / 1000).toFixed(2));
    files.push(file);
  }
  return { files, readSeconds };
}

/** Which part of the set a question belongs to: scored apart. */
type Part = "original" | "heldOut" | "freshHeldOut" | "heldOut3" | "heldOut4" | "heldOut5" | "heldOut6";

/** `topQuote`: the quote of the passage ranked first, whether or not the answerer found it good enough to give. */
type Asked = { question: EvalQuestion; part: Part; answer: string; citations: OracleCitation[]; topQuote: string; ms: number };

/** Whether a text holds every word run a right answer to the question contains. */
const holdsAnswer = (question: Extract<EvalQuestion, { answer: string[] }>, text: string) =>
  question.answer.every((words) => normalise(text).includes(normalise(words)));

function judge({ question, answer, citations, topQuote }: Asked) {
  // An answer opening "I could not find" gives none, though it shows the closest passages.
  if ("unanswerable" in question) return { madeUp: !isNotFound(answer) };
  const right = !isNotFound(answer) && holdsAnswer(question, answer);
  const topQuoteRight = holdsAnswer(question, topQuote);
  const cited = !isNotFound(answer) && citations.some(
    (citation) =>
      citation.fileName === question.file &&
      (!question.pages || (citation.page !== null && question.pages.includes(citation.page))) &&
      [question.passage].flat().some((words) => normalise(citation.passage).includes(normalise(words))),
  );
  return { right, cited, topQuoteRight };
}

type Judged = Asked & ReturnType<typeof judge>;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
const ratio = (count: number, of: number) => Number((count / of).toFixed(3));

/**
 * Right answers and citations over the answerable questions, made-up answers over the others;
 * `topQuoteRight`, the right answers the first-ranked quote would give if the answerer never
 * said it could not find one: how well passages and sentences are ranked, apart from when the
 * answerer declines.
 */
function score(judged: Judged[]) {
  const answerable = judged.filter((entry) => !("unanswerable" in entry.question));
  const unanswerable = judged.filter((entry) => "unanswerable" in entry.question);
  return {
    questions: { answerable: answerable.length, unanswerable: unanswerable.length },
    rightAnswers: ratio(answerable.filter((entry) => entry.right).length, answerable.length),
    rightCitations: ratio(answerable.filter((entry) => entry.cited).length, answerable.length),
    madeUp: ratio(unanswerable.filter((entry) => entry.madeUp).length, unanswerable.length),
    topQuoteRight: ratio(answerable.filter((entry) => entry.topQuoteRight).length, answerable.length),
  };
}

export async function run(ctx: { databaseUrl: string }): Promise<Record<string, unknown>> {
  await migrateDatabase(ctx.databaseUrl);
  const { db, sql } = createDb(ctx.databaseUrl, 2);
  try {
    return await withBenchUser(db, async (userId) => {
      const { files, readSeconds } = await readDocuments(db, userId);
      const attachments = files.map(({ id, name, type }) => ({ id, name, type }));
      const fileIds = files.map((file) => file.id);
      let conversationId: string | undefined;
      const asked: Asked[] = [];
      const questions = [
        ...EVAL_QUESTIONS.map((question) => ({ question, part: "original" as const })),
        ...HELD_OUT_QUESTIONS.map((question) => ({ question, part: "heldOut" as const })),
        ...FRESH_HELD_OUT_QUESTIONS.map((question) => ({ question, part: "freshHeldOut" as const })),
        ...HELD_OUT_3_QUESTIONS.map((question) => ({ question, part: "heldOut3" as const })),
        ...HELD_OUT_4_QUESTIONS.map((question) => ({ question, part: "heldOut4" as const })),
        ...HELD_OUT_5_QUESTIONS.map((question) => ({ question, part: "heldOut5" as const })),
        ...HELD_OUT_6_QUESTIONS.map((question) => ({ question, part: "heldOut6" as const })),
      ];
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
        const [top] = await searchPassages(db, { userId, fileIds, question: question.question, limit: 1 });
        asked.push({ question, part, answer, citations, topQuote: top?.quote ?? "", ms });
      }

      const judged: Judged[] = asked.map((entry) => ({ ...entry, ...judge(entry) }));
      const development = score(judged.filter((entry) => entry.part === "original"));
      const partScore = (part: Part) => {
        const { questions, rightAnswers, rightCitations, madeUp, topQuoteRight } = score(judged.filter((entry) => entry.part === part));
        return { questions, rightAnswers, rightCitations, madeUpAnswers: madeUp, topQuoteRight };
      };
      const times = asked.map((entry) => entry.ms).sort((a, b) => a - b);
      const p95Ms = Number(percentile(times, 0.95).toFixed(1));
      const scannedPageSeconds = Number(Math.max(...Object.entries(SCANS).map(([name, pages]) => readSeconds[name] / pages)).toFixed(2));
      return {
        benchmark: "oracle-eval: 12 public documents in one conversation, questions written by reading them",
        answerer: "extractive (no language model)",
        documents: files.length,
        questions: development.questions,
        rightAnswers: { value: development.rightAnswers, goal: "≥ 0.9", met: development.rightAnswers >= 0.9 },
        rightCitations: { value: development.rightCitations, goal: "≥ 0.9", met: development.rightCitations >= 0.9 },
        madeUpAnswers: { value: development.madeUp, goal: "≤ 0.1", met: development.madeUp <= 0.1 },
        topQuoteRight: development.topQuoteRight,
        heldOut: partScore("heldOut"),
        freshHeldOut: partScore("freshHeldOut"),
        heldOut3: partScore("heldOut3"),
        heldOut4: partScore("heldOut4"),
        heldOut5: partScore("heldOut5"),
        heldOut6: partScore("heldOut6"),
        answerMs: { value: p95Ms, median: Number(percentile(times, 0.5).toFixed(1)), goal: "p95 < 1000", met: p95Ms < 1000 },
        scannedPageSeconds: { value: scannedPageSeconds, goal: "< 15", met: scannedPageSeconds < 15 },
        readSeconds,
        misses: judged
          .filter((entry) => ("unanswerable" in entry.question ? entry.madeUp : !entry.right || !entry.cited))
          .map((entry) => ({
            question: entry.question.question,
            ...(entry.part === "original" ? {} : { part: entry.part }),
            ...("unanswerable" in entry.question ? { madeUp: true } : { right: entry.right, cited: entry.cited, topQuoteRight: entry.topQuoteRight }),
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
