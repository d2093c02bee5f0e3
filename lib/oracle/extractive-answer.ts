import type { Passage } from "./retrieve";
import { questionTerms } from "./search-query";

export const EXTRACTIVE_NOTICE = "Extractive answer (quoted from your documents; no language model is configured):";
export const NOTHING_FOUND = "I could not find anything about that in the selected documents. Try other words, or upload the document that answers it.";

const sentencesOf = (text: string) => text.match(/[^.!?]+(?:[.!?]+|$)/g)?.map((sentence) => sentence.trim()).filter(Boolean) ?? [text];

function bestSentences(text: string, terms: string[]): string {
  const sentences = sentencesOf(text);
  const score = (sentence: string) => {
    const lower = sentence.toLowerCase();
    return terms.filter((term) => lower.includes(term)).length;
  };
  let best = 0;
  for (let index = 1; index < sentences.length; index++) {
    if (score(sentences[index]) > score(sentences[best])) best = index;
  }
  // The best sentence and the one after it: answers often run on past one sentence.
  return sentences.slice(best, best + 2).join(" ");
}

/**
 * The local answerer: quotes the most relevant sentences of the best passages, each
 * followed by its passage number, so mapCitations credits the same sources.
 */
export function composeExtractiveAnswer(question: string, passages: Passage[], maxQuotes = 3): string {
  if (!passages.length) return NOTHING_FOUND;
  const terms = questionTerms(question);
  const quotes = passages.slice(0, maxQuotes).map((passage, index) => `“${bestSentences(passage.text, terms)}” [${index + 1}]`);
  return [EXTRACTIVE_NOTICE, ...quotes].join("\n\n");
}
