import type { Passage } from "./retrieve";

export const EXTRACTIVE_NOTICE = "Extractive answer (quoted from your documents; no language model is configured):";
export const NOTHING_FOUND = "I could not find this in your files. Try other words, or attach the document that answers it.";

/** Below this share of the question's weight, the best sentence does not answer it. */
export const MIN_COVERAGE = 0.5;
/** A second passage is quoted only when it ranks nearly as high as the first. */
const SECOND_QUOTE_SHARE = 0.9;

/**
 * The local answerer: the sentence (or two) of the best passage that holds the answer,
 * quoted whole with its marker; a second passage only when it ranks nearly as high; the
 * not-found answer when no sentence covers enough of the question, or when the question holds a
 * word none of the files holds ("the FSF's phone number" when no file says "phone"). Returns the
 * passages it quotes, in marker order, for mapCitations.
 */
export function composeExtractiveAnswer(passages: Passage[]): { answer: string; quoted: Passage[] } {
  const [best, ...rest] = passages;
  if (!best || best.coverage < MIN_COVERAGE || best.asksUnknown) return { answer: NOTHING_FOUND, quoted: [] };
  const second = rest.find(
    (passage) => passage.score >= SECOND_QUOTE_SHARE * best.score && passage.coverage >= MIN_COVERAGE && !passage.asksUnknown && !best.quote.includes(passage.quote),
  );
  const quoted = second ? [best, second] : [best];
  const quotes = quoted.map((passage, index) => `“${passage.quote}” [${index + 1}]`);
  return { answer: [EXTRACTIVE_NOTICE, ...quotes].join("\n\n"), quoted };
}
