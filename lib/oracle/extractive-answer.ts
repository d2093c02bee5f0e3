import type { Passage } from "./retrieve";

export const EXTRACTIVE_NOTICE = "Extractive answer (quoted from your documents; no language model is configured):";
export const NOTHING_FOUND = "I could not find this in your files. Try other words, or attach the document that answers it.";

/** Below this share of the question's weight, the best sentence does not answer it. */
export const MIN_COVERAGE = 0.5;
/** Whether a passage's quote may answer: it covers enough of the question, asks no unknown word, and, when the question asks for a number, a version or a year that the quote lacks, holds every other word asked. */
const answers = (passage: Passage) => passage.coverage >= MIN_COVERAGE && !passage.asksUnknown && (passage.formHeld || passage.content >= 1);
/** A second passage is quoted only when it ranks nearly as high as the first. */
const SECOND_QUOTE_SHARE = 0.9;

/**
 * The local answerer: the sentence (or two) of the best passage whose quote answers (a passage
 * ranked higher may share more words with the question and still not answer it),
 * quoted whole with its marker; a second passage only when it ranks nearly as high; the
 * not-found answer when no passage's quote covers enough of the question, or when the question holds a
 * word none of the files holds ("the FSF's phone number" when no file says "phone"), or when
 * the question asks for a quantity, a version or a year the sentence lacks and the sentence
 * also misses some of the question's other words ("how much memory…" answered with a sentence
 * on decoding certificates). Returns the
 * passages it quotes, in marker order, for mapCitations.
 */
export function composeExtractiveAnswer(passages: Passage[]): { answer: string; quoted: Passage[] } {
  const best = passages.find(answers);
  if (!best) return { answer: NOTHING_FOUND, quoted: [] };
  const rest = passages.slice(passages.indexOf(best) + 1);
  const second = rest.find(
    (passage) => passage.score >= SECOND_QUOTE_SHARE * best.score && answers(passage) && !best.quote.includes(passage.quote),
  );
  const quoted = second ? [best, second] : [best];
  const quotes = quoted.map((passage, index) => `“${passage.quote}” [${index + 1}]`);
  return { answer: [EXTRACTIVE_NOTICE, ...quotes].join("\n\n"), quoted };
}
