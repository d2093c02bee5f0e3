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
 * Words spelt in more than one way, as PostgreSQL's English lexemes; each group counts as its
 * first member, in the question and in the text alike, so a question saying "licence" finds a
 * text saying "license". Words that differ (a question's "sue", a text's "litigation") are the
 * sentence encoder's to bridge.
 */
export const SYNONYMS: readonly (readonly string[])[] = [["licens", "licenc"]];

const CANONICAL = new Map(SYNONYMS.flatMap((group) => group.map((lexeme) => [lexeme, group[0]] as const)));

/** The lexeme that stands for a group of synonyms (itself when it has none). */
export const canonicalLexeme = (lexeme: string) => CANONICAL.get(lexeme) ?? lexeme;

/** The lexemes a text may say for this one: its synonyms' group, an identifier's parts, or itself. */
export const lexemeForms = (lexeme: string): readonly string[] =>
  isIdentifier(lexeme) ? identifierParts(lexeme).flatMap(lexemeForms) : (SYNONYMS.find((group) => group[0] === canonicalLexeme(lexeme)) ?? [lexeme]);

/** Lexemes with each synonym renamed to its group's lexeme, positions merged. */
export function canonicalLexemes(lexemes: Lexemes): Lexemes {
  const merged: Lexemes = new Map();
  for (const [lexeme, positions] of lexemes) {
    const name = canonicalLexeme(lexeme);
    merged.set(name, [...(merged.get(name) ?? []), ...positions].sort((a, b) => a - b));
  }
  return merged;
}

/**
 * An identifier written with underscores ("asn1_check_version"): PostgreSQL reads it as its
 * parts, so a text saying "asn1_check_version" and one saying "check the version" would hold
 * the same words. Its lexeme is its parts' lexemes joined by "_" (a lexeme holds no "_"
 * otherwise), and a text holds it only where the parts stand in a row.
 */
export const IDENTIFIER = /(?<![\p{L}\d_])\p{L}[\p{L}\d]*(?:_[\p{L}\d]+)+(?![\p{L}\d_])/gu;
const identifierParts = (lexeme: string) => lexeme.split("_");
const isIdentifier = (lexeme: string) => lexeme.includes("_");

/** Lexemes with each of these identifiers added where its parts stand in a row. */
export function joinIdentifiers(lexemes: Lexemes, identifiers: readonly string[]): Lexemes {
  if (!identifiers.length) return lexemes;
  const joined: Lexemes = new Map(lexemes);
  for (const identifier of identifiers) {
    const parts = identifierParts(identifier);
    const starts = (lexemes.get(parts[0]) ?? []).filter((start) => parts.every((part, index) => lexemes.get(part)?.includes(start + index)));
    if (starts.length) joined.set(identifier, starts);
  }
  return joined;
}

/** The question's lexemes with each identifier in place of its parts. */
export function asIdentifiers(lexemes: Lexemes, identifiers: readonly string[]): Lexemes {
  const joined = joinIdentifiers(lexemes, identifiers);
  const partPositions = new Map<string, Set<number>>();
  for (const identifier of identifiers) {
    for (const start of joined.get(identifier) ?? []) {
      for (const [index, part] of identifierParts(identifier).entries()) partPositions.set(part, (partPositions.get(part) ?? new Set()).add(start + index));
    }
  }
  const kept: Lexemes = new Map();
  for (const [lexeme, positions] of joined) {
    const left = positions.filter((position) => !partPositions.get(lexeme)?.has(position));
    if (left.length || !positions.length) kept.set(lexeme, left);
  }
  return kept;
}

/** A lexeme as a tsquery matching any of its forms (`'termin' | 'end' | 'ceas'`), an identifier as its parts in a row (`'asn1' <-> 'check' <-> 'version'`). */
export const tsqueryOfForms = (lexeme: string): string =>
  isIdentifier(lexeme) ? `(${identifierParts(lexeme).map(tsqueryOfForms).join(" <-> ")})` : `(${lexemeForms(lexeme).map(tsqueryOperand).join(" | ")})`;

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
  /** fileId → the lexemes of the document's title ("Mozilla Public License"), with their positions: every passage of it is about them. */
  titles?: Map<string, Lexemes>;
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

/**
 * A question: its text, its lexemes with their positions and, when known, the lexemes of its
 * words that name things (nouns, names, numbers): only those make it unanswerable when no
 * file holds them.
 */
export type Query = { text: string; lexemes: Lexemes; naming?: ReadonlySet<string> };

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

/** The words of a text in order, each once per place it stands. */
export const inOrder = (lexemes: Lexemes) =>
  [...lexemes].flatMap(([lexeme, positions]) => positions.map((position) => ({ lexeme, position }))).sort((a, b) => a.position - b.position);

/**
 * Pairs of question words that stand near each other in the question earn a bonus when they
 * stand near each other in the text too: the most when in the same order and spacing (a
 * phrase), less as they drift apart.
 */
function proximity(query: Query, text: Lexemes, idf: Map<string, number>): number {
  const ordered = inOrder(query.lexemes);
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
 * bsd-license-scan.png, when no other file's text says "BSD") or by two words of their title
 * in a row ("the Mozilla Public License"): the question is about them, and a passage of
 * another file does not answer it. Null when the question names no file so.
 */
export function namedFiles(query: Query, stats: CorpusStats): Set<string> | null {
  const files = new Set<string>();
  for (const lexeme of query.lexemes.keys()) {
    const naming = [...stats.names.keys()].filter((fileId) => namesFile(lexeme, fileId, stats));
    const heldElsewhere = [...(stats.occurrences.get(lexeme)?.keys() ?? [])].some((fileId) => !naming.includes(fileId));
    if (naming.length && !heldElsewhere) for (const fileId of naming) files.add(fileId);
  }
  for (const [fileId, title] of stats.titles ?? []) if (saysPhraseOf(query.lexemes, title)) files.add(fileId);
  return files.size ? files : null;
}

/** Whether the question says two words of a title in a row, as the title says them ("the Mozilla Public License", "the MIT licence"). */
function saysPhraseOf(question: Lexemes, title: Lexemes): boolean {
  const words = inOrder(title);
  const pairs = new Set(words.slice(1).map((word, index) => `${words[index].lexeme} ${word.lexeme}`));
  const asked = inOrder(question);
  return asked.slice(1).some((word, index) => word.position === asked[index].position + 1 && pairs.has(`${asked[index].lexeme} ${word.lexeme}`));
}

/** The question without the words naming this file: what the passage itself must hold. */
const askedOf = (query: Query, fileId: string, stats: CorpusStats): Query => ({
  ...query,
  lexemes: new Map([...query.lexemes].filter(([lexeme]) => !namesFile(lexeme, fileId, stats))),
});

/** An entry of a table of contents or an index: a title, dot leaders, a page number ("Invoking asn1Parser . . . 5"). */
const INDEX_ENTRY = /\.(?:\s*\.)*\s+\d{1,4}(?=\s|$)/g;
/** At least this many entries make a passage a table of contents or an index. */
const INDEX_ENTRIES = 5;

/** Whether a passage is a table of contents or an index: it names where things are, it says nothing of them. */
export const isIndexText = (text: string) => (text.match(INDEX_ENTRY) ?? []).length >= INDEX_ENTRIES;

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
const QUANTITY_NUMBER = /(?<!\b(?:version|section|chapter|page|paragraph|v\.?|§)\s*)(?<![\p{L}\d_]+\d[\p{L}\d_]*\s+)(?<![\p{L}\d_]\()(?<![\p{L}\d_.])\d+(?:[.,]\d+)*(?![\p{L}_])/iu;
/** Bounds and prices said in words: "no more than the cost", "at least", "free of charge". */
const BOUNDS = /\b(no more than|not more than|at least|at most|up to|free of charge|no charge|cost of)\b/i;
/** Numbers in words; "one" is left out, being more often a pronoun ("one example"). */
const NUMBER_WORDS = /\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|hundred|thousand|percent|half|twice|once)\b/i;
/** Month names, capitalised ("may" is a verb). */
const MONTHS = /\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/;
const YEAR = /(?<![\p{L}\d_.])(1[5-9]|20)\d\d(?![\p{L}\d_])/u;

/**
 * A section number opening a sentence ("7. The Free Software Foundation may…", "(2) offer"):
 * it labels the sentence, it counts nothing.
 */
const SECTION_OPENING = /(^|[.;:!?]\s+)\(?\d+(?:\.\d+)*[.)]\s+(?=[\p{Lu}(])/gu;
/** Words saying on what condition: "provided that", "unless", "only if", "as long as". */
const CONDITION = /\b(if|unless|provided|provided that|as long as|so long as|on condition|subject to|whenever|only when|where)\b/i;

/** Whether a text holds any of these patterns. */
const anyOf =
  (...patterns: RegExp[]) =>
  (text: string) =>
    patterns.some((pattern) => pattern.test(text));

const holdsQuantity = (text: string) => anyOf(QUANTITY_NUMBER, NUMBER_WORDS, BOUNDS)(text.replace(SECTION_OPENING, "$1"));
const DATE_WORDS = /\b(date|day|days|year|years|month|months|before|after|until|upon|once|as soon as)\b/i;
const holdsMoment = anyOf(YEAR, MONTHS, DATE_WORDS);

/**
 * What kind of answer a question asks for, read from its words: `asks` finds it in the
 * question, `holds` in a text; `nouns` are the question's lexemes naming the form itself
 * ("date" in "what is the date of…"), which a text holding the form answers without saying.
 */
type Form = { asks: RegExp; holds: (text: string) => boolean; nouns: readonly string[]; naming?: RegExp };

/** "date", "day": words that name a moment; saying them gives none. */
const MOMENT_NOUNS = /\b(date|dates|day|days)\b/gi;

/** A price: an amount of money, a fee, a bound on it ("no more than the cost"), or none ("free of charge"). */
const PRICE = /[$€£]\s?\d|\b\d+(?:[.,]\d+)?\s?(dollars|euros|pounds|USD|EUR|GBP)\b|\b(fee|fees|price|cost|costs)\b|\bfree of charge\b|\bno charge\b/i;

const FORMS: Form[] = [
  // "how much does it cost", "how much may I charge": a price, not any number.
  { asks: /\bhow much\b.*\b(cost|costs|charge|charges|pay|price|fee)\b|\bwhat (fee|price)\b/i, holds: anyOf(PRICE, BOUNDS), nouns: [] },
  // "when was it published", "on what date was it released": a real date, not a moment told by an event.
  {
    asks: /\b(when|what date|which date|what day|which day)\b.*\b(published|released|issued|written|dated|adopted|approved|introduced|created)\b/i,
    holds: anyOf(YEAR, MONTHS),
    nouns: ["date", "day"],
    naming: MOMENT_NOUNS,
  },
  // "in which year", "what calendar year": a year.
  { asks: /\b(which|what)\s+(?:[\w.-]+\s+){0,2}?year\b/i, holds: anyOf(YEAR), nouns: ["year"] },
  // "how many days", "how long", "what share", "the maximum number of": a quantity.
  {
    asks: /\bhow (many|much|long|old|often|large|big|deep)\b|\bwhat (share|percentage|number|amount|fee|value)\b|\b(the|what|maximum|minimum|total|largest|smallest) number of\b|\bvalue of\b|\b(maximum|minimum|max|min|largest|smallest|deepest|highest|lowest|longest|shortest|greatest)\s+(?:[\w-]+\s+){0,2}?(number|length|size|level|value|depth|count|amount|limit)\b/i,
    holds: holdsQuantity,
    nouns: ["number", "amount", "percentag", "valu"],
  },
  // "which version", "which Node.js version", "since which version": a version number.
  { asks: /\b(which|what)\s+(?:[\w.-]+\s+){0,2}?version\b|\bsince (which|what|when)\b/i, holds: anyOf(/\b\d+(\.\d+)+\b/), nouns: ["version"] },
  // "when may I…", "under what conditions": a condition, or a moment.
  {
    asks: /^\s*when (may|can|could|must|should|shall|might|is it)\b|\bunder what (condition|conditions|circumstances)\b/i,
    holds: anyOf(CONDITION, YEAR, MONTHS, DATE_WORDS),
    nouns: [],
    naming: MOMENT_NOUNS,
  },
  // "when", "what date", "the date of": a date, or a moment told by an event ("on the date", "until", "after").
  { asks: /^\s*when\b|\b(what|which|the) (date|day)\b/i, holds: holdsMoment, nouns: ["date", "day"], naming: MOMENT_NOUNS },
];

/**
 * Whether a text holds the form a question asks. The words the question names the form by are
 * no evidence of it: asked "what is the date of…", a text saying "the date of any change"
 * gives no date.
 */
function formHolds(form: Form, question: string, text: string): boolean {
  const named = form.naming && new RegExp(form.naming.source, "i").test(question);
  return form.holds(named && form.naming ? text.replace(form.naming, " ") : text);
}

/** The form a question asks for, or undefined. */
const formOf = (question: string) => FORMS.find((candidate) => candidate.asks.test(question));

/** Whether the question asks for a year, a quantity or a version, and the text holds one; null when it asks for none of these. */
export function holdsAskedForm(question: string, text: string): boolean | null {
  const form = formOf(question);
  return form ? formHolds(form, question, text) : null;
}

/**
 * "how many days", "the maximum number of MIME types": the word for what is counted; "which
 * Node.js version": the thing whose version is asked. The number answering stands next to it.
 */
const COUNTED = /\b(?:how many|number of)\s+(?:the\s+)?(\p{L}[\p{L}-]*)|\b(?:which|what)\s+(\p{L}[\p{L}\d.-]*)\s+version\b/iu;
/** Numbers said in words, as PostgreSQL's English lexemes. */
const NUMBER_LEXEMES = new Set(["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelv", "twenti", "thirti", "forti", "fifti", "sixti", "hundr", "thousand"]);
/** A count is a whole number ("100 MIME types"); a version, a dotted one ("Node 18.17"). */
const COUNT = (lexeme: string) => /^\d+$/.test(lexeme) || NUMBER_LEXEMES.has(lexeme);
const VERSION_NUMBER = (lexeme: string) => /^\d+(\.\d+)+$/.test(lexeme);

/** How far a version number may stand from the thing it is the version of ("Node.js 18 or later"). */
const VERSION_DISTANCE = 3;

/** What the question counts, or whose version it asks; which numbers answer that, and how near them. */
export type Counted = { lexeme: string; number: (lexeme: string) => boolean; near: (number: number, position: number) => boolean };

/** A count stands right before what it counts; a version near what it is the version of. */
const COUNT_FORM = { number: COUNT, near: (number: number, position: number) => position - number === 1 };
const VERSION_FORM = { number: VERSION_NUMBER, near: (number: number, position: number) => Math.abs(number - position) <= VERSION_DISTANCE };

/**
 * The lexeme of what the question counts ("how many days" → "day") or whose version it asks
 * ("which Node.js version" → "node.js"): the question lexeme the word begins with.
 */
export function countedLexeme(query: Query): Counted | null {
  const match = COUNTED.exec(query.text);
  const word = (match?.[1] ?? match?.[2])?.toLowerCase();
  if (!word) return null;
  const [lexeme] = [...query.lexemes.keys()].filter((candidate) => word.startsWith(candidate)).sort((a, b) => b.length - a.length);
  if (!lexeme) return null;
  return { lexeme, ...(match?.[1] ? COUNT_FORM : VERSION_FORM) };
}

/**
 * Whether a sentence says the number asked next to the counted word: right before it for a
 * count ("128 bytes", "thirty days"), or within a few words for a version ("Node.js 18 or
 * 20.1"), and not a number of something else ("4 CARD32 MIME_TYPE_OFFSET").
 */
export function countsLexeme(sentence: Lexemes, counted: Counted): boolean {
  const at = sentence.get(counted.lexeme) ?? [];
  const numbers = [...sentence].filter(([lexeme]) => counted.number(lexeme)).flatMap(([, positions]) => positions);
  return at.some((position) => numbers.some((number) => counted.near(number, position)));
}

/**
 * Copular and light verbs ("stay valid", "turns on", "get"): they carry little of what is
 * asked, so the files not saying them does not make a question unanswerable.
 */
const LIGHT_VERBS = new Set(["stay", "remain", "becom", "turn", "get", "keep", "seem", "go", "come", "make", "take", "put", "set", "let", "give"]);

/** "What does asn1_perror do?", "What does asn1_strerror return?": the sentence naming it, and the one after, which says what it does. */
const DESCRIBE = /^\s*what (does|do|is) .+ (do|for|return)\?*\s*$/i;

/** A sentence whose subject points back to the one before ("If they differ, …", "This is…"): that one says what it is about. */
const ANAPHORIC = /^(?:(?:if|when|because|since|so|but|and)\s+)?(they|this|these|it|such|those|then|thus)\b/i;

/** At most this many words, most of them capitalised, make a heading ("3. Object Code Incorporating Material from Library Header Files."). */
const HEADING_WORDS = 12;
const HEADING_CAPITALS_SHARE = 0.6;

/** Whether a sentence is a heading: a few words, most capitalised, after any section number. */
export function isHeading(sentence: string): boolean {
  const words = sentence.replace(SECTION_OPENING, "$1").match(/\p{L}[\p{L}'’-]*/gu) ?? [];
  if (!words.length || words.length > HEADING_WORDS) return false;
  return words.filter((word) => /^\p{Lu}/u.test(word)).length / words.length >= HEADING_CAPITALS_SHARE;
}

/** Whether a sentence leads into the next: a heading, a short line, a colon at its end. */
const leadsIn = (sentence: string) => sentence.length < 60 || /:$/.test(sentence) || isHeading(sentence);

export type Sentence = { text: string; lexemes: Lexemes };

/** A sentence of the passage scoring nearly as high as the best is quoted with it: either may be the answer. */
const CLOSE_SENTENCE_SHARE = 0.9;

/** The share of the weight of the question's content words (light verbs aside) that the sentences hold, or that `granted` holds. */
function contentShare(asked: Query, sentences: Lexemes[], idf: Map<string, number>, granted: ReadonlySet<string>): number {
  const content = [...asked.lexemes.keys()].filter((lexeme) => !LIGHT_VERBS.has(lexeme));
  const total = content.reduce((sum, lexeme) => sum + (idf.get(lexeme) ?? 0), 0);
  if (!total) return 1;
  const held = content
    .filter((lexeme) => granted.has(lexeme) || sentences.some((sentence) => sentence.has(lexeme)))
    .reduce((sum, lexeme) => sum + (idf.get(lexeme) ?? 0), 0);
  return held / total;
}

export type PickedSentences = {
  quote: string;
  score: number;
  coverage: number;
  /** Whether the question names a thing that none of the searched files mentions ("phone" in "the FSF's phone number"); a verb they do not use ("ship") does not count. */
  asksUnknown: boolean;
  /** Share of the weight of the question's own content (words not naming the file, light verbs aside) that the quote holds. */
  content: number;
  /** Whether the quote holds the kind of answer the question's form asks for (a number, a version, a year; a count next to what is counted), or the form asks none. */
  formHeld: boolean;
  /** Whether the quote ends the passage on a sentence leading into what follows (a heading, a colon, a function's signature when asked what it does; a short sentence alone does not): the next passage goes on with it. */
  continues: boolean;
};

/**
 * The sentence of a passage that answers the question (with the one before when it points back to it ("If
 * they differ…"); with the next one when it is a heading, is short, ends in a colon or the
 * question asks what something does; and one more of the passage when it holds question words
 * the first lacks), its score and its coverage: the share of the question's weight that the
 * sentence holds, words naming the file included. When the question asks for a form (a date,
 * a count), a quote holding it answers the words naming the form ("date" in "what is the date
 * of…") without saying them, and a count must stand next to what the question counts.
 */
export function pickSentences(query: Query, sentences: Sentence[], fileId: string, stats: CorpusStats): PickedSentences | null {
  if (!sentences.length) return null;
  const { idf } = weights(query, stats);
  const total = [...idf.values()].reduce((sum, weight) => sum + weight, 0) || 1;
  const asked = askedOf(query, fileId, stats);
  const naming = total - [...asked.lexemes.keys()].reduce((sum, lexeme) => sum + (idf.get(lexeme) ?? 0), 0);
  const form = formOf(query.text);
  const counted = form ? countedLexeme(query) : null;
  const holdsForm = (picked: Sentence[]) =>
    !form || (formHolds(form, query.text, picked.map((sentence) => sentence.text).join(" ")) && (!counted || picked.some((sentence) => countsLexeme(sentence.lexemes, counted))));
  const scored = sentences.map((sentence, index) => {
    let held = 0;
    for (const lexeme of asked.lexemes.keys()) if (sentence.lexemes.has(lexeme)) held += idf.get(lexeme) ?? 0;
    const formBonus = form && held > 0 && holdsForm([sentence]) ? 0.25 * (total / query.lexemes.size) : 0;
    return { index, held, score: held + proximity(asked, sentence.lexemes, idf) + formBonus };
  });
  // A passage holding no question word (found by the encoder) is quoted from its first sentence.
  const best = scored.reduce((top, sentence) => (sentence.score > top.score ? sentence : top));
  const chosen = new Set([best.index]);
  const first = sentences[best.index].text;
  if (ANAPHORIC.test(first) && best.index > 0) chosen.add(best.index - 1);
  const describes = DESCRIBE.test(query.text);
  const leads = describes || leadsIn(first);
  if (leads && best.index + 1 < sentences.length) chosen.add(best.index + 1);
  const missing = [...asked.lexemes.keys()].filter((lexeme) => ![...chosen].some((index) => sentences[index].lexemes.has(lexeme)));
  const adds = scored
    .filter((sentence) => !chosen.has(sentence.index) && sentence.score >= 0.6 * best.score)
    .filter((sentence) => missing.some((lexeme) => sentences[sentence.index].lexemes.has(lexeme)))
    .sort((a, b) => b.score - a.score)[0];
  if (adds && chosen.size < 2) chosen.add(adds.index);
  const close = scored
    .filter((sentence) => !chosen.has(sentence.index) && sentence.score >= CLOSE_SENTENCE_SHARE * best.score)
    .sort((a, b) => b.score - a.score)[0];
  if (close && chosen.size < 2) chosen.add(close.index);
  const order = [...chosen].sort((a, b) => a - b);
  const formHeld = holdsForm(order.map((index) => sentences[index]));
  const granted = new Set([...(form && formHeld ? form.nouns : []), ...(stats.titles?.get(fileId)?.keys() ?? [])]);
  const held = [...asked.lexemes.keys()]
    .filter((lexeme) => granted.has(lexeme) || order.some((index) => sentences[index].lexemes.has(lexeme)))
    .reduce((sum, lexeme) => sum + (idf.get(lexeme) ?? 0), 0);
  return {
    quote: order.map((index) => sentences[index].text).join(" "),
    score: best.score,
    coverage: Math.min(1, (held + naming) / total),
    asksUnknown: [...asked.lexemes.keys()].some(
      (lexeme) => !stats.occurrences.has(lexeme) && !LIGHT_VERBS.has(lexeme) && (!query.naming || query.naming.has(lexeme)),
    ),
    content: contentShare(asked, order.map((index) => sentences[index].lexemes), idf, granted),
    formHeld,
    continues: (describes || /:$/.test(first) || isHeading(first)) && best.index === sentences.length - 1,
  };
}
