import { holdsAskedForm } from "./rank";
import { splitSentences } from "./sentences";

/** A run of "=====", "-----", "*****" or "#####": a heading's underline or a rule, never words. */
const RULE = /(?<!\S)[=\-_*~#]{3,}(?!\S)/g;
/** A heading underlined by a rule, at the start of a quote or after a sentence's end ("TO DO ====="). */
const UNDERLINED_HEADING = /(^|[.!?:]["')\]]?\s+)[^.!?]{0,80}?\s*[=\-_*~#]{3,}(?!\S)\s*(?=\p{Lu}|$)/gu;
/**
 * The marker of a list entry ("(b) You", "b) You", "(iv) The", "2) Each", "• The"), after the
 * end of the entry before it, which did not end a sentence ("… of this License; and").
 */
const LIST_MARKER = String.raw`(?:\((?:[a-z]|[ivx]{1,4}|\d{1,2})\)|(?:[a-z]|\d{1,2})\)|[•◦▪])\s+\p{Lu}`;
const LIST_ENTRY = new RegExp(String.raw`(?<=\S)\s+(?=${LIST_MARKER})`, "u");
const OPENS_LIST_ENTRY = new RegExp(`^${LIST_MARKER}`, "u");
const ENDS_SENTENCE = /[.!?]["')\]]?$/;

const squeeze = (text: string) => text.replace(/\s+/g, " ").trim();

/** The heading lines standing over a passage: chunk-text keeps each on a line of its own before the text. */
const headingLines = (passage: string) => passage.split("\n").slice(0, -1).map(squeeze).filter(Boolean);

/**
 * A quote as it is shown: without the headings standing over its sentences, the rules
 * underlining them, or the tail of the list entry before the one it quotes. What is left
 * must still hold what the question asks for (a date, a number) when the quote did: a
 * heading that is itself the answer ("GNU General Public License Version 2, June 1991")
 * stays.
 */
export function trimQuote(quote: string, passage: string, question: string): string {
  let trimmed = quote;
  for (const heading of headingLines(passage)) {
    if (trimmed.startsWith(`${heading} `)) trimmed = trimmed.slice(heading.length + 1);
  }
  trimmed = squeeze(trimmed.replace(UNDERLINED_HEADING, "$1").replace(RULE, " "));
  const entry = LIST_ENTRY.exec(trimmed);
  if (entry && !OPENS_LIST_ENTRY.test(trimmed) && !ENDS_SENTENCE.test(trimmed.slice(0, entry.index))) trimmed = trimmed.slice(entry.index).trim();
  if (!trimmed || (holdsAskedForm(question, quote) && !holdsAskedForm(question, trimmed))) return squeeze(quote.replace(RULE, " ")) || quote;
  return trimmed;
}

/**
 * The sentence after the quote, in its passage, when it holds what the question asks for (a
 * date, a number, a version) and the quote does not: "The water heater was replaced. This
 * was done in March 2019." asked "when…". Undefined otherwise.
 */
export function nextSentenceAnswer(quote: string, passage: string, question: string): string | undefined {
  if (holdsAskedForm(question, quote) !== false) return undefined;
  const sentences = splitSentences(passage);
  const last = sentences.findLastIndex((sentence) => squeeze(quote).endsWith(sentence));
  const next = last < 0 ? undefined : sentences[last + 1];
  return next && holdsAskedForm(question, next) ? next : undefined;
}
