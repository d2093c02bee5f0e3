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
