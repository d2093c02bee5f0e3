/** Part-of-speech tags of the words that name what a question is about. */
const NAMING_TAGS = ["Noun", "ProperNoun", "Acronym", "Value"];

/**
 * The words of a question that name things (nouns, names, abbreviations, numbers), as
 * compromise's part-of-speech tagger reads them in context: "phone" and "JSON" in "the phone
 * number", "as JSON", but not "ship", "pays" or "built" in "ship an executable", "who pays",
 * "something I built". A question naming a thing no file mentions is not answered by them; a
 * verb or an adverb the files do not use is only another way of saying what they do say.
 * The tagger loads on the first question asked.
 */
export async function namingWords(question: string): Promise<string[]> {
  const { default: nlp } = await import("compromise");
  const sentences = nlp(question).json() as { terms: { text: string; tags: string[] }[] }[];
  return sentences
    .flatMap((sentence) => sentence.terms)
    .filter((term) => term.tags.some((tag) => NAMING_TAGS.includes(tag)) && !term.tags.includes("Pronoun"))
    .map((term) => term.text);
}

/** "GPL v2", "v1.3": a version written short, written out as the files write it ("version 2"). */
export const writeOutVersions = (question: string) => question.replace(/\bv\.?\s?(\d+(?:\.\d+)*)\b/gi, "version $1");

/** Words that end a document's title: its version, its notice or its text follows. */
const TITLE_END = /^(version|copyright|preamble|abstract|introduction|contents|terms)$/i;
/** A title is a few words. */
const TITLE_WORDS = 8;

/**
 * The title at the start of a document's text: its first words, while they are capitalised
 * (the first excepted), up to a version number or a word that ends a title ("Mozilla Public
 * License Version 2.0", "The "Artistic License" Preamble", "## word-extractor [![npm"). Empty
 * when the text opens otherwise ("Copyright (c) The Regents…").
 */
export function titleWords(text: string): string {
  const title: string[] = [];
  for (const word of text.replace(/[#[\]()!"“”*=<>]+/g, " ").split(/\s+/).filter(Boolean).slice(0, TITLE_WORDS)) {
    if (/^v?\d/i.test(word) || TITLE_END.test(word.replace(/[^\p{L}]/gu, ""))) break;
    if (title.length && !/^\p{Lu}/u.test(word)) break;
    title.push(word);
  }
  return title.join(" ");
}
