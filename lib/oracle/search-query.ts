/**
 * A question as a websearch_to_tsquery string: with "all", passages must hold every word;
 * with "any", one is enough (ranking then prefers those sharing the most). English stop
 * words are dropped by PostgreSQL itself. Punctuation is removed, so no websearch operator
 * ("-word", quotes) slips in from the question.
 */
export function toWebsearchQuery(question: string, match: "all" | "any" = "any"): string {
  const words = question.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? [];
  const unique = [...new Set(words.map((word) => word.replace(/['-]+$/, "")).filter((word) => word.length > 1 && word !== "or"))];
  return unique.join(match === "any" ? " or " : " ");
}

/** The question's content words, for picking the sentences of a passage that answer it. */
export function questionTerms(question: string): string[] {
  return toWebsearchQuery(question)
    .split(" or ")
    .filter((word) => word && !STOP_WORDS.has(word));
}

const STOP_WORDS = new Set(
  "a an and are as at be by can did do does for from has have how i in is it its of on or the this that to was were what when where which who why will with you your".split(
    " ",
  ),
);
