/**
 * Ranking of passages and of their sentences against a question (pure). Words are compared
 * as PostgreSQL's English lexemes (its parser keeps "0.21", "2.6", "Override.xml",
 * "help-libtasn1@gnu.org" whole and stems the rest), read from `tsvector` text.
 */

/** Lexeme → its word positions, as in a tsvector. */
export type Lexemes = Map<string, number[]>;

/** Reads a tsvector's text form (`'0.21':4 'version':3,9A`). */
export function parseTsvector(text: string): Lexemes {
  const lexemes: Lexemes = new Map();
  for (const match of text.matchAll(/'((?:[^'\\]|''|\\.)*)'(?::([0-9A-D,]+))?/g)) {
    const lexeme = match[1].replace(/''/g, "'").replace(/\\(.)/g, "$1");
    const positions = (match[2] ?? "").split(",").filter(Boolean).map((position) => Number.parseInt(position, 10));
    lexemes.set(lexeme, positions);
  }
  return lexemes;
}

/**
 * PostgreSQL reads a hyphenated word as the whole and its parts ("word-extractor" also gives
 * "word" and "extractor" at the next positions). Counting both would outweigh the rest of the
 * question, so one is kept: the whole word when the files hold it ("word-extractor"), else
 * its parts ("Apache-licensed" → "apache", "licensed").
 */
export function resolveCompounds(lexemes: Lexemes, known: (lexeme: string) => boolean): Lexemes {
  const dropped = new Set<string>();
  const dropPositions = new Set<number>();
  for (const [lexeme, positions] of lexemes) {
    const count = lexeme.split("-").length;
    if (count < 2) continue;
    if (!known(lexeme)) {
      dropped.add(lexeme);
      continue;
    }
    for (const position of positions) for (let part = 1; part <= count; part++) dropPositions.add(position + part);
  }
  const kept: Lexemes = new Map();
  for (const [lexeme, positions] of lexemes) {
    if (dropped.has(lexeme)) continue;
    const left = positions.filter((position) => !dropPositions.has(position));
    if (left.length || !positions.length) kept.set(lexeme, left);
  }
  return kept;
}

/**
 * Words the legal and technical documents say in more than one way, as PostgreSQL's English
 * lexemes; each group counts as its first member, in the question and in the text alike, so a
 * question saying "licence" or "sue" finds a text saying "license" or "litigation". Kept small
 * and generic: spelling variants and the common paraphrases of licence terms.
 */
export const SYNONYMS: readonly (readonly string[])[] = [
  // British and American spelling: licence, license.
  ["licens", "licenc"],
  // terminate, end, cease.
  ["termin", "end", "ceas"],
  // litigation, sue, lawsuit.
  ["litig", "sue", "lawsuit"],
  // sell, sale, charge (for).
  ["sell", "sale", "charg"],
];

const CANONICAL = new Map(SYNONYMS.flatMap((group) => group.map((lexeme) => [lexeme, group[0]] as const)));

/** The lexeme that stands for a group of synonyms (itself when it has none). */
export const canonicalLexeme = (lexeme: string) => CANONICAL.get(lexeme) ?? lexeme;

/** The lexemes a text may say for this one: its synonyms' group, or itself. */
export const lexemeForms = (lexeme: string): readonly string[] => SYNONYMS.find((group) => group[0] === canonicalLexeme(lexeme)) ?? [lexeme];

/** Lexemes with each synonym renamed to its group's lexeme, positions merged. */
export function canonicalLexemes(lexemes: Lexemes): Lexemes {
  const merged: Lexemes = new Map();
  for (const [lexeme, positions] of lexemes) {
    const name = canonicalLexeme(lexeme);
    merged.set(name, [...(merged.get(name) ?? []), ...positions].sort((a, b) => a - b));
  }
  return merged;
}

/** A lexeme as a tsquery matching any of its forms: `'termin' | 'end' | 'ceas'`. */
export const tsqueryOfForms = (lexeme: string) => `(${lexemeForms(lexeme).map(tsqueryOperand).join(" | ")})`;

/** A lexeme as a tsquery operand: quoted, with quotes and backslashes escaped. */
export const tsqueryOperand = (lexeme: string) => `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;

/** How the question's words occur among the searched files. */
export type CorpusStats = {
  /** Passages searched. */
  passageCount: number;
  /** Files searched. */
  fileCount: number;
  /** Lexeme → fileId → passages of that file holding it. */
  occurrences: Map<string, Map<string, number>>;
  /** fileId → the lexemes of the file's name ("apache-2.0.txt" → apach, 2.0, txt). */
  names: Map<string, Set<string>>;
};

/**
 * Whether a question word names the file ("the Apache License" and apache-2.0.txt): such a
 * word picks the file, and every passage of that file holds it.
 */
export function namesFile(lexeme: string, fileId: string, stats: CorpusStats): boolean {
  const name = stats.names.get(fileId);
  if (!name) return false;
  const matches = (word: string) => name.has(word) || [...name].some((stem) => stem.length >= 3 && word.startsWith(stem));
  return matches(lexeme);
}

export type Query = { text: string; lexemes: Lexemes };

type Weights = { idf: Map<string, number>; fileIdf: Map<string, number> };

const K1 = 1.2;
const B = 0.75;
/** Numbers, versions, dates and identifiers with digits say more than words do. */
const NUMBER_BOOST = 1.5;
/** How much a question word found elsewhere in the passage's file counts (it names the document). */
const FILE_TERM_SHARE = 0.5;

const boost = (lexeme: string) => (/\d/.test(lexeme) ? NUMBER_BOOST : 1);

export function weights(query: Query, stats: CorpusStats): Weights {
  const idf = new Map<string, number>();
  const fileIdf = new Map<string, number>();
  for (const lexeme of query.lexemes.keys()) {
    const byFile = stats.occurrences.get(lexeme) ?? new Map<string, number>();
    const passages = [...byFile.values()].reduce((sum, count) => sum + count, 0);
    idf.set(lexeme, boost(lexeme) * Math.log(1 + (stats.passageCount - passages + 0.5) / (passages + 0.5)));
    fileIdf.set(lexeme, Math.log(1 + (stats.fileCount - byFile.size + 0.5) / (byFile.size + 0.5)));
  }
  return { idf, fileIdf };
}

const minDistance = (a: number[], b: number[]) => {
  let best = Infinity;
  for (const x of a) for (const y of b) best = Math.min(best, Math.abs(x - y));
  return best;
};

/**
 * Pairs of question words that stand near each other in the question earn a bonus when they
 * stand near each other in the text too: the most when in the same order and spacing (a
 * phrase), less as they drift apart.
 */
function proximity(query: Query, text: Lexemes, idf: Map<string, number>): number {
  const ordered = [...query.lexemes.entries()]
    .flatMap(([lexeme, positions]) => positions.map((position) => ({ lexeme, position })))
    .sort((a, b) => a.position - b.position);
  let bonus = 0;
  for (let index = 1; index < ordered.length; index++) {
    const [a, b] = [ordered[index - 1], ordered[index]];
    if (a.lexeme === b.lexeme || b.position - a.position > 3) continue;
    const [at, bt] = [text.get(a.lexeme), text.get(b.lexeme)];
    if (!at?.length || !bt?.length) continue;
    const spacing = b.position - a.position;
    const phrase = at.some((position) => bt.includes(position + spacing));
    const distance = phrase ? 0 : minDistance(at, bt);
    const factor = phrase ? 1 : distance <= 3 ? 0.5 : distance <= 10 ? 0.2 : 0;
    bonus += factor * Math.min(idf.get(a.lexeme) ?? 0, idf.get(b.lexeme) ?? 0);
  }
  return bonus;
}

/**
 * Question words that name the file count fully for each of its passages; question words the
 * file holds elsewhere, though not in this text, count in part (they tell the document apart).
 */
function fileTerms(query: Query, text: Lexemes, fileId: string, stats: CorpusStats, { idf, fileIdf }: Weights): number {
  let score = 0;
  for (const lexeme of query.lexemes.keys()) {
    if (namesFile(lexeme, fileId, stats)) score += idf.get(lexeme) ?? 0;
    else if (!text.has(lexeme) && stats.occurrences.get(lexeme)?.has(fileId)) score += FILE_TERM_SHARE * (fileIdf.get(lexeme) ?? 0);
  }
  return score;
}

/**
 * The files a question names by a word that only file names hold ("the BSD licence" and
 * bsd-license-scan.png, when no other file's text says "BSD"): the question is about them, and
 * a passage of another file does not answer it. Null when the question names no file so.
 */
export function namedFiles(query: Query, stats: CorpusStats): Set<string> | null {
  const files = new Set<string>();
  for (const lexeme of query.lexemes.keys()) {
    const naming = [...stats.names.keys()].filter((fileId) => namesFile(lexeme, fileId, stats));
    const heldElsewhere = [...(stats.occurrences.get(lexeme)?.keys() ?? [])].some((fileId) => !naming.includes(fileId));
    if (naming.length && !heldElsewhere) for (const fileId of naming) files.add(fileId);
  }
  return files.size ? files : null;
}

/** The question without the words naming this file: what the passage itself must hold. */
const askedOf = (query: Query, fileId: string, stats: CorpusStats): Query => ({
  text: query.text,
  lexemes: new Map([...query.lexemes].filter(([lexeme]) => !namesFile(lexeme, fileId, stats))),
});

/** A passage's question words with their positions, and its length in words. */
export type Candidate = { fileId: string; lexemes: Lexemes; length: number };

/** BM25 with proximity and file terms: higher is better. */
export function scorePassages<T extends Candidate>(query: Query, candidates: T[], stats: CorpusStats): (T & { score: number })[] {
  const weighted = weights(query, stats);
  const { idf } = weighted;
  const averageLength = candidates.reduce((sum, candidate) => sum + candidate.length, 0) / Math.max(1, candidates.length);
  return candidates
    .map((candidate) => {
      const { length } = candidate;
      const asked = askedOf(query, candidate.fileId, stats);
      let score = 0;
      for (const lexeme of asked.lexemes.keys()) {
        const frequency = candidate.lexemes.get(lexeme)?.length ?? 0;
        if (!frequency) continue;
        score += ((idf.get(lexeme) ?? 0) * frequency * (K1 + 1)) / (frequency + K1 * (1 - B + (B * length) / averageLength));
      }
      score += proximity(asked, candidate.lexemes, idf) + fileTerms(query, candidate.lexemes, candidate.fileId, stats, weighted);
      return { ...candidate, score };
    })
    .sort((a, b) => b.score - a.score);
}

/**
 * A number standing alone ("30 days", "50%", "1989"), not one inside an identifier ("X509",
 * "asn1_der", "CC0") nor a label: a number after a word holding digits or after "version",
 * "section", "chapter", "page" ("libtasn1 3.7", "Section 3.1") names a thing, it counts nothing.
 */
const QUANTITY_NUMBER = /(?<!\b(?:version|section|chapter|page|paragraph|v\.?|§)\s*)(?<![\p{L}\d_]+\d[\p{L}\d_]*\s+)(?<![\p{L}\d_.])\d+(?:[.,]\d+)*(?![\p{L}_])/iu;
/** Bounds and prices said in words: "no more than the cost", "at least", "free of charge". */
const BOUNDS = /\b(no more than|not more than|at least|at most|up to|free of charge|no charge|cost of)\b/i;
/** Numbers in words; "one" is left out, being more often a pronoun ("one example"). */
const NUMBER_WORDS = /\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|hundred|thousand|percent|half|twice|once)\b/i;
/** Month names, capitalised ("may" is a verb). */
const MONTHS = /\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/;
const YEAR = /(?<![\p{L}\d_.])(1[5-9]|20)\d\d(?![\p{L}\d_])/u;

/** Whether a text holds any of these patterns. */
const anyOf =
  (...patterns: RegExp[]) =>
  (text: string) =>
    patterns.some((pattern) => pattern.test(text));

/** What kind of answer the question asks for, read from its words, and whether a text holds such an answer. */
const FORMS: { asks: RegExp; holds: (text: string) => boolean }[] = [
  // "in which year", "what year": a year.
  { asks: /\b(which|what) year\b/i, holds: anyOf(YEAR) },
  // "how many days", "how long", "what share", "how much": a quantity.
  {
    asks: /\bhow (many|much|long|old|often)\b|\bwhat (share|percentage|number|amount|fee)\b/i,
    holds: anyOf(QUANTITY_NUMBER, NUMBER_WORDS, BOUNDS),
  },
  // "which version", "since which version": a version number.
  { asks: /\b(which|what) version\b|\bsince (which|what|when)\b/i, holds: anyOf(/\b\d+(\.\d+)+\b/) },
  // "when", "what date": a date, or a moment told by an event ("on the date", "until", "after").
  { asks: /^\s*when\b|\bwhat (date|day)\b/i, holds: anyOf(YEAR, MONTHS, /\b(date|day|days|year|years|month|months|before|after|until|upon|once|as soon as)\b/i) },
];

/** Whether the question asks for a year, a quantity, a version or a date, and the text holds one; null when it asks for none of these. */
export function holdsAskedForm(question: string, text: string): boolean | null {
  const form = FORMS.find((candidate) => candidate.asks.test(question));
  return form ? form.holds(text) : null;
}

/** "What is a Combined Work?", "Who is the Affirmer?", "What does the LGPL mean by an Application?", "What does DER stand for?" */
const DEFINE = /^\s*(what|who)\s+(is|are)\s+(an?|the)\s|\bmean(s|t)?\s+by\b|\bstands?\s+for\b|^\s*what does .+ mean\?*\s*$/i;

/** Whether the question asks what a term means: the sentence defining it answers. */
export const asksDefinition = (question: string) => DEFINE.test(question);

/**
 * Terms a sentence defines: `"Term" means|is|refers to…`, `(the "Term")`, and an abbreviation
 * opening a parenthesis after what it stands for (`Distinguished Encoding Rules (DER)`).
 */
export function definedTerms(sentence: string): string[] {
  const patterns = [
    /["“]([^"”]{1,60})["”]\s*(?:\([^)]*\)\s*)?(?:means|is|are|refers|shall mean)\b/g,
    /\(\s*(?:the\s+|an?\s+)?["“]([^"”]{1,60})["”]\s*\)/g,
    /\(([A-Z][A-Z0-9]{1,9})[,)]/g,
  ];
  return patterns.flatMap((pattern) => [...sentence.matchAll(pattern)].map((match) => match[1]));
}

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Whether the text defines a term every word of which the question says. */
export function definesAsked(sentence: string, question: string): boolean {
  const asked = new Set(wordsOf(question));
  return definedTerms(sentence).some((term) => wordsOf(term).every((word) => asked.has(word)));
}

/**
 * Copular and light verbs ("stay valid", "turns on", "get"): they carry little of what is
 * asked, so the files not saying them does not make a question unanswerable.
 */
const LIGHT_VERBS = new Set(["stay", "remain", "becom", "turn", "get", "keep", "seem", "go", "come", "make", "take", "put", "set", "let", "give"]);

/** "What does asn1_perror do?": the sentence naming it, and the one after, which says what it does. */
const DESCRIBE = /^\s*what (does|do|is) .+ (do|for)\?*\s*$/i;

export type Sentence = { text: string; lexemes: Lexemes };

/** The share of the weight of the question's content words (light verbs aside) that the sentences hold. */
function contentShare(asked: Query, sentences: Lexemes[], idf: Map<string, number>): number {
  const content = [...asked.lexemes.keys()].filter((lexeme) => !LIGHT_VERBS.has(lexeme));
  const total = content.reduce((sum, lexeme) => sum + (idf.get(lexeme) ?? 0), 0);
  if (!total) return 1;
  const held = content.filter((lexeme) => sentences.some((sentence) => sentence.has(lexeme))).reduce((sum, lexeme) => sum + (idf.get(lexeme) ?? 0), 0);
  return held / total;
}

export type PickedSentences = {
  quote: string;
  score: number;
  coverage: number;
  /** Whether the question holds a word that none of the searched files holds ("phone" in "the FSF's phone number"). */
  asksUnknown: boolean;
  /** Share of the weight of the question's own content (words not naming the file, light verbs aside) that the quote holds. */
  content: number;
  /** Whether the quote holds the kind of answer the question's form asks for (a number, a version, a year), or the form asks none. */
  formHeld: boolean;
};

/**
 * The sentence of a passage that answers the question (the one defining the term asked about
 * when the question asks what it means; with the next one when it is a
 * heading, ends in a colon or the question asks what something does, and one more of the
 * passage when it holds question words the first lacks), its score and its coverage: the
 * share of the question's weight that the sentence holds, words naming the file included.
 */
export function pickSentences(query: Query, sentences: Sentence[], fileId: string, stats: CorpusStats): PickedSentences | null {
  if (!sentences.length) return null;
  const { idf } = weights(query, stats);
  const total = [...idf.values()].reduce((sum, weight) => sum + weight, 0) || 1;
  const asked = askedOf(query, fileId, stats);
  const naming = total - [...asked.lexemes.keys()].reduce((sum, lexeme) => sum + (idf.get(lexeme) ?? 0), 0);
  const form = FORMS.find((candidate) => candidate.asks.test(query.text));
  const defining = asksDefinition(query.text);
  const scored = sentences.map((sentence, index) => {
    let held = 0;
    for (const lexeme of asked.lexemes.keys()) if (sentence.lexemes.has(lexeme)) held += idf.get(lexeme) ?? 0;
    const formBonus = form && held > 0 && form.holds(sentence.text) ? 0.25 * (total / query.lexemes.size) : 0;
    const definitionBonus = defining && held > 0 && definesAsked(sentence.text, query.text) ? total : 0;
    return { index, held, score: held + proximity(asked, sentence.lexemes, idf) + formBonus + definitionBonus };
  });
  const best = scored.reduce((top, sentence) => (sentence.score > top.score ? sentence : top));
  if (best.held === 0) return null;
  const chosen = new Set([best.index]);
  const first = sentences[best.index].text;
  const describes = DESCRIBE.test(query.text);
  if ((describes || first.length < 60 || /:$/.test(first)) && best.index + 1 < sentences.length) chosen.add(best.index + 1);
  const missing = [...asked.lexemes.keys()].filter((lexeme) => ![...chosen].some((index) => sentences[index].lexemes.has(lexeme)));
  const adds = scored
    .filter((sentence) => !chosen.has(sentence.index) && sentence.score >= 0.6 * best.score)
    .filter((sentence) => missing.some((lexeme) => sentences[sentence.index].lexemes.has(lexeme)))
    .sort((a, b) => b.score - a.score)[0];
  if (adds && chosen.size < 2) chosen.add(adds.index);
  const order = [...chosen].sort((a, b) => a - b);
  const held = [...asked.lexemes.keys()]
    .filter((lexeme) => order.some((index) => sentences[index].lexemes.has(lexeme)))
    .reduce((sum, lexeme) => sum + (idf.get(lexeme) ?? 0), 0);
  return {
    quote: order.map((index) => sentences[index].text).join(" "),
    score: best.score,
    coverage: Math.min(1, (held + naming) / total),
    asksUnknown: [...asked.lexemes.keys()].some((lexeme) => !stats.occurrences.has(lexeme) && !LIGHT_VERBS.has(lexeme)),
    content: contentShare(asked, order.map((index) => sentences[index].lexemes), idf),
    formHeld: !form || form.holds(order.map((index) => sentences[index].text).join(" ")),
  };
}
