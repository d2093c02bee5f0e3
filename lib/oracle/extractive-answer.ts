import { nextSentenceAnswer, trimQuote } from "./quote-bounds";
import type { Passage } from "./retrieve";

/** How every answer that does not give one begins. */
export const NOT_FOUND_OPENING = "I could not find";
/** The answer when nothing in the files is related to the question. */
export const NOTHING_RELATED = `${NOT_FOUND_OPENING} anything about this in your files. Try other words, or attach the document that answers it.`;
/** The answer's first sentence when passages are related but none answers: those closest follow. */
export const CLOSEST_OPENING = `${NOT_FOUND_OPENING} an answer to this in your files. These passages come closest:`;

/** Whether an answer says it gives none (declined, or only the closest passages). */
export const isNotFound = (answer: string) => answer.startsWith(NOT_FOUND_OPENING);

/** Below this share of the question's weight, the best sentence does not answer it. */
export const MIN_COVERAGE = 0.5;
/**
 * When a passage's quote answers, fitted on the development parts of the evaluation set
 * (bench/oracle-eval/fit-scorer.ts): its coverage plus `similarityWeight` times how much nearer
 * the question the encoder finds it than `similarity` (a passage may say in other words what
 * it does not share) reaches MIN_COVERAGE. A question word no file holds lowers the coverage
 * (it weighs the most), but never declines alone.
 */
export type AnswerRule = { similarityWeight: number; similarity: number };
export const ANSWER_RULE: AnswerRule = { similarityWeight: 0.75, similarity: 0.68 };
/** From this share of the question's weight, a passage is related to it: shown as one of the closest when none answers. */
export const RELATED_COVERAGE = 0.3;
/**
 * Whether a passage is related to the question: it holds enough of the question's weight, or,
 * when the question names a thing no file holds ("the landlord's phone number"), whose rare word
 * weighs most, some of the question's own words ("landlord"); or the encoder finds it at
 * least as near the question as the answer rule's `similarity` (it may say it in other words).
 */
const related = (passage: Passage, rule: AnswerRule) =>
  passage.coverage >= RELATED_COVERAGE || (passage.asksUnknown && passage.content > 0) || (passage.features?.similarity ?? 0) >= rule.similarity;
/** The closest passages shown when none answers. */
export const CLOSEST_PASSAGES = 3;
/** Whether a passage's quote may answer: it covers enough of the question (see AnswerRule) and, when the question asks for a number, a version or a year that the quote lacks, holds every other word asked. */
const answers = (passage: Passage, rule: AnswerRule) => {
  // Without the encoder's cosine, the passage's words alone decide.
  const similarity = passage.features?.similarity ?? rule.similarity;
  return (
    passage.coverage + rule.similarityWeight * (similarity - rule.similarity) >= MIN_COVERAGE && (passage.formHeld || passage.content >= 1)
  );
};
/** A second passage is quoted only when it ranks nearly as high as the first. */
const SECOND_QUOTE_SHARE = 0.9;

/** The passage with its quote as shown: the next sentence when that one holds what is asked, without headings, rules or a list entry's tail. */
function shownQuote(passage: Passage, question: string): Passage {
  const quote = nextSentenceAnswer(passage.quote, passage.text, question) ?? passage.quote;
  return { ...passage, quote: trimQuote(quote, passage.text, question) };
}

const quoted = (passages: Passage[]) => passages.map((passage, index) => `“${passage.quote}” [${index + 1}]`);

/**
 * The local answerer, graded:
 * - a passage's quote answers: the sentence (or two) of the best such passage (a passage
 *   ranked higher may share more words with the question and still not answer it), quoted
 *   whole with its marker; a second passage only when it ranks nearly as high;
 * - none answers (too little of the question covered, a word none of the files holds, or a
 *   number, a version or a year asked that the quote lacks along with some other word asked)
 *   but some are related: says so, then quotes the closest (at most three);
 * - nothing in the files is related: says so.
 * Returns the passages it quotes, in marker order, for mapCitations.
 */
export function composeExtractiveAnswer(passages: Passage[], question: string, rule = ANSWER_RULE): { answer: string; quoted: Passage[] } {
  const best = passages.find((passage) => answers(passage, rule));
  if (!best) {
    const closest = passages
      .filter((passage) => related(passage, rule))
      .map((passage) => shownQuote(passage, question))
      .filter((passage, index, all) => all.findIndex((other) => other.quote === passage.quote) === index)
      .slice(0, CLOSEST_PASSAGES);
    if (!closest.length) return { answer: NOTHING_RELATED, quoted: [] };
    return { answer: [CLOSEST_OPENING, ...quoted(closest)].join("\n\n"), quoted: closest };
  }
  const rest = passages.slice(passages.indexOf(best) + 1);
  const second = rest.find(
    (passage) => passage.score >= SECOND_QUOTE_SHARE * best.score && answers(passage, rule) && !best.quote.includes(passage.quote),
  );
  const chosen = (second ? [best, second] : [best]).map((passage) => shownQuote(passage, question));
  return { answer: quoted(chosen).join("\n\n"), quoted: chosen };
}
