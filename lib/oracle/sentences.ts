import { split } from "sentence-splitter";

/**
 * A "sentence" longer than this (a table of contents, a list run together by a PDF's text
 * layer) is cut again after semicolons, colons and bullets, so a quote stays readable.
 */
const LONG_SENTENCE_CHARS = 400;

const SECTION_NUMBER = /^(\(?[0-9a-z]{1,3}[.)])+$/i;

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
    sentences.push(...splitLong(carried ? `${carried} ${sentence}` : sentence));
    carried = "";
  }
  if (carried) sentences.push(carried);
  return sentences.filter(Boolean);
}
