/**
 * Fits the weights of lib/oracle/scorer.ts on the development parts of the evaluation set
 * (DEVELOPMENT_PARTS of bench/oracle-eval.ts) and on nothing else: the documents are read as
 * uploads, every answerable development question is asked, and the features of every passage
 * found are kept with whether it holds the answer. The weights maximise the likelihood that the
 * passage ranked first holds it (a softmax over each question's passages, by gradient ascent),
 * then are printed with the share of questions whose first passage, and one of whose first
 * three, holds the answer, under the fitted and the current weights. Then, with the current
 * weights, it tries every answer rule of a grid (lib/oracle/extractive-answer.ts's AnswerRule)
 * on all the development questions, answerable or not, and prints the best five: the most right
 * answers less made-up ones (the goals weigh both).
 * `npx tsx bench/oracle-eval/fit-scorer.ts` (DATABASE_URL).
 */
import { createDb } from "@/db/client";
import { migrateDatabase } from "@/db/migrate";
import { ANSWER_RULE, composeExtractiveAnswer, isNotFound, type AnswerRule } from "@/lib/oracle/extractive-answer";
import { searchPassages, type Passage } from "@/lib/oracle/retrieve";
import { PASSAGE_WEIGHTS, scorePassage, type PassageFeatures, type Weights } from "@/lib/oracle/scorer";
import { DEVELOPMENT_PARTS, PARTS, holdsAnswer, isAnswering, readDocuments } from "../oracle-eval";
import type { EvalQuestion } from "./questions";
import { benchDatabaseUrl, withBenchUser } from "../oracle-bench-user";

/** Passages kept per question: the answer is rarely further down. */
const DEPTH = 30;
/** Passages the answerer is given (searchPassages' default). */
const ANSWERED_FROM = 5;
const STEPS = 3000;
const LEARNING_RATE = 0.5;

type Sample = { features: PassageFeatures[]; answering: boolean[] };

const KEYS = Object.keys(PASSAGE_WEIGHTS) as (keyof PassageFeatures)[];

/** Mean log-likelihood of the answering passages under a softmax of the scores, and its gradient. */
function likelihood(samples: Sample[], weights: Weights) {
  const gradient = Object.fromEntries(KEYS.map((key) => [key, 0])) as Weights;
  let total = 0;
  for (const { features, answering } of samples) {
    const scores = features.map((feature) => scorePassage(feature, weights));
    const top = Math.max(...scores);
    const exp = scores.map((score) => Math.exp(score - top));
    const sum = exp.reduce((a, b) => a + b, 0);
    const positive = exp.reduce((a, value, index) => a + (answering[index] ? value : 0), 0);
    total += Math.log(positive / sum);
    for (const key of KEYS) {
      const expected = features.reduce((a, feature, index) => a + (exp[index] / sum) * (feature[key] ?? 0), 0);
      const expectedPositive = features.reduce((a, feature, index) => a + (answering[index] ? (exp[index] / positive) * (feature[key] ?? 0) : 0), 0);
      gradient[key] += (expectedPositive - expected) / samples.length;
    }
  }
  return { value: total / samples.length, gradient };
}

/** The share of questions whose first passage, and one of whose first three, holds the answer. */
function hits(samples: Sample[], weights: Weights) {
  let first = 0;
  let three = 0;
  for (const { features, answering } of samples) {
    const order = features.map((feature, index) => ({ index, score: scorePassage(feature, weights) })).sort((a, b) => b.score - a.score);
    if (answering[order[0].index]) first++;
    if (order.slice(0, 3).some(({ index }) => answering[index])) three++;
  }
  return { first: Number((first / samples.length).toFixed(3)), three: Number((three / samples.length).toFixed(3)) };
}

/** Right answers and made-up ones over the development questions under a rule. */
function answered(asked: { question: EvalQuestion; passages: Passage[] }[], rule: AnswerRule) {
  let right = 0;
  let madeUp = 0;
  for (const { question, passages } of asked) {
    const { answer } = composeExtractiveAnswer(passages, question.question, rule);
    if ("unanswerable" in question) madeUp += isNotFound(answer) ? 0 : 1;
    else right += !isNotFound(answer) && holdsAnswer(question, answer) ? 1 : 0;
  }
  const answerable = asked.filter(({ question }) => !("unanswerable" in question)).length;
  return { rule, right: Number((right / answerable).toFixed(3)), madeUp: Number((madeUp / (asked.length - answerable)).toFixed(3)) };
}

const grid = (from: number, to: number, step: number) => Array.from({ length: Math.round((to - from) / step) + 1 }, (_, index) => Number((from + index * step).toFixed(2)));

const databaseUrl = benchDatabaseUrl();
await migrateDatabase(databaseUrl);
const { db, sql } = createDb(databaseUrl, 2);
try {
  await withBenchUser(db, async (userId) => {
    const { files } = await readDocuments(db, userId);
    const fileIds = files.map((file) => file.id);
    const development = Object.entries(PARTS)
      .filter(([part]) => DEVELOPMENT_PARTS.has(part as keyof typeof PARTS))
      .flatMap(([, list]) => list);
    const asked: { question: EvalQuestion; passages: Passage[] }[] = [];
    const samples: Sample[] = [];
    let unreachable = 0;
    for (const question of development) {
      const passages = await searchPassages(db, { userId, fileIds, question: question.question, limit: DEPTH });
      asked.push({ question, passages: passages.slice(0, ANSWERED_FROM) });
      if ("unanswerable" in question) continue;
      const answering = passages.map((passage) => isAnswering(question, passage) && holdsAnswer(question, passage.text));
      if (!answering.some(Boolean)) {
        unreachable++;
        continue;
      }
      samples.push({ features: passages.map((passage) => passage.features!), answering });
    }
    // From equal weights, not the current ones: the fit does not depend on what it replaces.
    let weights = Object.fromEntries(KEYS.map((key) => [key, 1])) as Weights;
    for (let step = 0; step < STEPS; step++) {
      const { gradient } = likelihood(samples, weights);
      weights = Object.fromEntries(KEYS.map((key) => [key, weights[key] + LEARNING_RATE * gradient[key]])) as Weights;
    }
    const rules = grid(0, 4, 0.25).flatMap((similarityWeight) => grid(0.1, 0.8, 0.025).map((similarity) => ({ similarityWeight, similarity })));
    const ranked = rules.map((rule) => answered(asked, rule)).sort((a, b) => b.right - b.madeUp - (a.right - a.madeUp));
    const rounded = Object.fromEntries(KEYS.map((key) => [key, Number(weights[key].toFixed(2))]));
    console.log(
      JSON.stringify(
        {
          questions: development.length,
          answerNotFound: unreachable,
          fitted: { weights: rounded, ...hits(samples, weights), logLikelihood: likelihood(samples, weights).value },
          current: { weights: PASSAGE_WEIGHTS, ...hits(samples, PASSAGE_WEIGHTS), logLikelihood: likelihood(samples, PASSAGE_WEIGHTS).value },
          answerRule: { current: answered(asked, ANSWER_RULE), best: ranked.slice(0, 5) },
        },
        null,
        2,
      ),
    );
  });
} finally {
  await sql.end();
}
