import { split } from "sentence-splitter";

/**
 * A "sentence" longer than this (a table of contents, a list run together by a PDF's text
 * layer) is cut again after semicolons, colons and bullets, so a quote stays readable.
 */
const LONG_SENTENCE_CHARS = 400;

const SECTION_NUMBER = /^(\(?[0-9a-z]{1,3}[.)])+$/i;

/**
 * A number of two digits or more (a year, a count) closing a sentence before a capitalised word
 * ("…in March 2019. The pipes…"): the splitter reads its dot as a decimal point's and runs on.
 */
const NUMBER_ENDING_SENTENCE = /(?<=(?<![\d.,])\d{2,}\.)\s+(?=\p{Lu}\p{Ll})/u;

function splitLong(sentence: string): string[] {
  if (sentence.length <= LONG_SENTENCE_CHARS) return [sentence];
  return sentence
    .split(/(?<=[;:])\s+|\s+(?=•)/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * The sentences of a passage, in order. Dots inside numbers, versions, file names and
 * abbreviations ("0.21", "Override.xml", "e.g.") do not end a sentence.
 */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let carried = "";
  for (const node of split(text)) {
    if (node.type !== "Sentence") continue;
    const sentence = node.raw.replace(/\s+/g, " ").trim();
    // A section number ("1.1.", "2.", "(a)") is the start of what follows, not a sentence.
    if (SECTION_NUMBER.test(sentence)) {
      carried = carried ? `${carried} ${sentence}` : sentence;
      continue;
    }
    sentences.push(...(carried ? `${carried} ${sentence}` : sentence).split(NUMBER_ENDING_SENTENCE).flatMap(splitLong));
    carried = "";
  }
  if (carried) sentences.push(carried);
  return sentences.filter(Boolean);
}
