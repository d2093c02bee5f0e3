import { describe, expect, it } from "vitest";
import { abbreviationPattern, abbreviationsOf, writeOut } from "@/lib/oracle/abbreviations";
import { chunkPages, MAX_CHUNK_CHARS } from "@/lib/oracle/chunk-text";
import { citationLabel, citedSentences, mapCitations, OCR_TRUSTED_CONFIDENCE } from "@/lib/oracle/citations";
import { composerKeyAction } from "@/lib/oracle/composer-keys";
import { CLOSEST_OPENING, composeExtractiveAnswer, isNotFound, MIN_COVERAGE, NOTHING_RELATED, RELATED_COVERAGE } from "@/lib/oracle/extractive-answer";
import {
  asIdentifiers,
  canonicalLexemes,
  countedLexeme,
  countsLexeme,
  holdsAskedForm,
  IDENTIFIER,
  isHeading,
  isIndexText,
  joinIdentifiers,
  namedFiles,
  parseTsvector,
  pickSentences,
  resolveCompounds,
  scorePassages,
  tsqueryOfForms,
  tsqueryOperand,
  type CorpusStats,
  type Lexemes,
} from "@/lib/oracle/rank";
import { markQuote } from "@/lib/oracle/mark-quote";
import { namingWords, titleWords, writeOutVersions } from "@/lib/oracle/question-words";
import { nextSentenceAnswer, trimQuote } from "@/lib/oracle/quote-bounds";
import type { Passage } from "@/lib/oracle/retrieve";
import { splitSentences } from "@/lib/oracle/sentences";
import { cosine, fuseRanks, quantize, RRF_K } from "@/lib/oracle/vectors";

const passage = (overrides: Partial<Passage>): Passage => ({
  chunkId: "chunk",
  fileId: "file",
  fileName: "lease.pdf",
  position: 0,
  page: 1,
  paragraph: 1,
  text: "Some text.",
  quote: "Some text.",
  score: 1,
  coverage: 1,
  asksUnknown: false,
  content: 1,
  formHeld: true,
  continues: false,
  ...overrides,
});

describe("[oracle] chunking", () => {
  it("keeps each paragraph's page and numbers paragraphs per page", () => {
    const chunks = chunkPages([
      { page: 1, text: "Intro line one\nstill intro.\n\nSecond paragraph." },
      { page: 2, text: "\n\nOnly paragraph of page two.\n\n" },
      { page: 3, text: "The answer lives here." },
    ]);
    expect(chunks).toEqual([
      { page: 1, paragraph: 1, position: 0, text: "Intro line one still intro.", ocrConfidence: null },
      { page: 1, paragraph: 2, position: 1, text: "Second paragraph.", ocrConfidence: null },
      { page: 2, paragraph: 1, position: 2, text: "Only paragraph of page two.", ocrConfidence: null },
      { page: 3, paragraph: 1, position: 3, text: "The answer lives here.", ocrConfidence: null },
    ]);
    // A page read by OCR gives its passages its confidence.
    expect(chunkPages([{ page: 2, text: "Read from a scan.", ocrConfidence: 61 }])).toEqual([{ page: 2, paragraph: 1, position: 0, text: "Read from a scan.", ocrConfidence: 61 }]);
  });

  it("splits a long paragraph at sentence ends, keeping its page and paragraph", () => {
    const sentence = "The tenant shall keep the premises clean and in good repair at all times. ";
    const chunks = chunkPages([{ page: 7, text: sentence.repeat(40) }]);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) {
      expect(chunk).toMatchObject({ page: 7, paragraph: 1 });
      expect(chunk.text.length).toBeLessThanOrEqual(MAX_CHUNK_CHARS);
      expect(chunk.text.endsWith(".")).toBe(true);
    }
  });

  it("drops empty pages and documents without pages keep a null page", () => {
    expect(chunkPages([{ page: 1, text: "  \n " }])).toEqual([]);
    expect(chunkPages([{ page: null, text: "First paragraph.\n\nSecond one." }]).map((chunk) => [chunk.page, chunk.paragraph])).toEqual([
      [null, 1],
      [null, 2],
    ]);
  });

  it("keeps a heading with the paragraph under it, on a line of its own", () => {
    const chunks = chunkPages([{ page: null, text: "2.6. Fair Use\n\nThis License is not intended to limit fair use.\n\nNext paragraph." }]);
    expect(chunks.map((chunk) => chunk.text)).toEqual(["2.6. Fair Use\nThis License is not intended to limit fair use.", "Next paragraph."]);
    const underlined = chunkPages([{ page: null, text: "TO DO\n=====\n\nWrite the parser." }]);
    expect(underlined.map((chunk) => chunk.text)).toEqual(["TO DO =====\nWrite the parser."]);
  });

  it("joins a sentence a scan broke across blocks, but not a list item", () => {
    const scanned = "1. Redistributions of source code must retain the above copyright\n\nnotice, this list of conditions and the disclaimer.";
    expect(chunkPages([{ page: null, text: scanned }]).map((chunk) => chunk.text)).toEqual([
      "1. Redistributions of source code must retain the above copyright notice, this list of conditions and the disclaimer.",
    ]);
    const list = "a) cause the modified files to carry prominent notices stating that you changed them; and\n\nb) cause the whole of any work that you distribute to be licensed at no charge to all third parties; or\n\nii. moral rights retained by the original author";
    expect(chunkPages([{ page: null, text: list }])).toHaveLength(3);
    // A block after a finished sentence starts a paragraph even in lower case.
    expect(chunkPages([{ page: null, text: "The notice is kept in every copy of the source files.\n\nsee also the manual." }])).toHaveLength(2);
  });

  it("never cuts a long paragraph inside a number or a file name", () => {
    const sentence = "Version 0.21 keeps its rules in Override.xml and section 2.6 applies. ";
    const chunks = chunkPages([{ page: 1, text: sentence.repeat(40) }]);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) {
      expect(chunk.text.startsWith("Version 0.21 keeps")).toBe(true);
      expect(chunk.text.endsWith("applies.")).toBe(true);
    }
  });
});

describe("[oracle] sentences and words", () => {
  it("splits sentences but not at dots inside numbers, versions, file names or abbreviations", () => {
    expect(splitSentences("1.1. Version This is version 0.21 of the spec. Put it in Override.xml before use. See section 3.2, e.g. the notice. Done!")).toEqual([
      "1.1. Version This is version 0.21 of the spec.",
      "Put it in Override.xml before use.",
      "See section 3.2, e.g. the notice.",
      "Done!",
    ]);
  });

  it("reads PostgreSQL's lexemes with versions, decimals, file names and addresses whole", () => {
    const lexemes = parseTsvector("'0.21':4 '1.0.1':30 'data.tar.gz':16 'help-libtasn1@gnu.org':23 'it''s':2 'override.xml':9 'version':3,7A");
    expect([...lexemes.keys()]).toEqual(["0.21", "1.0.1", "data.tar.gz", "help-libtasn1@gnu.org", "it's", "override.xml", "version"]);
    expect(lexemes.get("version")).toEqual([3, 7]);
    expect(tsqueryOperand("it's")).toBe("'it''s'");
    expect(tsqueryOperand("a\\b")).toBe("'a\\\\b'");
  });

  it("keeps a hyphenated word whole when the files hold it, else its parts", () => {
    const question = parseTsvector("'word-extractor':1 'word':2 'extractor':3 'method':4");
    expect([...resolveCompounds(question, () => true).keys()]).toEqual(["word-extractor", "method"]);
    expect([...resolveCompounds(question, () => false).keys()]).toEqual(["word", "extractor", "method"]);
  });
});

const stats = (occurrences: Record<string, Record<string, number>>, names: Record<string, string[]> = {}): CorpusStats => ({
  passageCount: 100,
  fileCount: 3,
  occurrences: new Map(Object.entries(occurrences).map(([lexeme, files]) => [lexeme, new Map(Object.entries(files))])),
  names: new Map(Object.entries(names).map(([file, words]) => [file, new Set(words)])),
});
const vector = (words: string[]): Lexemes => new Map(words.map((word, index) => [word, [index + 1]]));

describe("[oracle] ranking", () => {
  const corpus = stats({ version: { spec: 30, other: 20 }, "0.21": { spec: 1 }, spec: { spec: 5, other: 1 } }, { spec: ["spec", "txt"] });

  it("weighs rare words and numbers over common ones, and a file named in the question", () => {
    const query = { text: "Which version is 0.21?", lexemes: vector(["version", "0.21"]) };
    const ranked = scorePassages(query, [
      { id: "common", fileId: "other", lexemes: vector(["version", "draft"]), length: 20 },
      { id: "number", fileId: "spec", lexemes: vector(["version", "0.21"]), length: 20 },
    ], corpus);
    expect(ranked.map((passage) => passage.id)).toEqual(["number", "common"]);
    const named = scorePassages({ text: "Which version does the spec have?", lexemes: vector(["version", "spec"]) }, [
      { id: "other", fileId: "other", lexemes: vector(["version", "draft"]), length: 20 },
      { id: "named", fileId: "spec", lexemes: vector(["version"]), length: 20 },
    ], corpus);
    expect(named[0].id).toBe("named");
  });

  it("picks the sentence holding a number when the question asks how many", () => {
    const query = { text: "How many days does a notice take?", lexemes: vector(["day", "notic", "take"]) };
    const picked = pickSentences(query, [
      { text: "A notice is given in writing, taking some days.", lexemes: vector(["notic", "given", "write", "take", "day"]) },
      { text: "A notice takes 30 days.", lexemes: vector(["notic", "take", "30", "day"]) },
    ], "spec", stats({ day: { spec: 3 }, notic: { spec: 3 }, take: { spec: 3 } }));
    expect(picked?.quote).toBe("A notice takes 30 days.");
    expect(picked?.coverage).toBe(1);
  });

  it("reads a spelling variant as its group's word, in the question and in the text, and searches every form", () => {
    // "licence" (British) in the question, "license" in the text; "sue" and "litigation" are the encoder's to bridge.
    expect(canonicalLexemes(new Map([["licenc", [2]], ["sue", [5]], ["patent", [3]]]))).toEqual(
      new Map([["licens", [2]], ["sue", [5]], ["patent", [3]]]),
    );
    expect(canonicalLexemes(new Map([["licens", [4]], ["licenc", [1]]]))).toEqual(new Map([["licens", [1, 4]]]));
    expect(tsqueryOfForms("licenc")).toBe("('licens' | 'licenc')");
    expect(tsqueryOfForms("0.21")).toBe("('0.21')");
  });

  it("tells whether a quote holds the year, quantity or version the question's form asks for", () => {
    const corpus = stats({ publish: { spec: 3 }, year: { spec: 2 }, memori: { spec: 2 }, certif: { spec: 4 }, node: { spec: 2 }, version: { spec: 6 } });
    const year = { text: "In which year was the licence first published?", lexemes: vector(["year", "publish"]) };
    expect(pickSentences(year, [{ text: "The licence 1.0 is published by the Foundation.", lexemes: vector(["publish", "1.0"]) }], "spec", corpus)?.formHeld).toBe(false);
    expect(pickSentences(year, [{ text: "It was published in February 1989.", lexemes: vector(["publish", "1989"]) }], "spec", corpus)?.formHeld).toBe(true);
    // A number inside an identifier (X509) or naming a release (libtasn1 3.7, Section 3.1) counts nothing.
    const quantity = { text: "How much memory does decoding a certificate need?", lexemes: vector(["memori", "certif"]) };
    const label = { text: "Since libtasn1 3.7 the X509 certificate is read as in Section 3.1.", lexemes: vector(["certif", "3.7", "x509"]) };
    expect(pickSentences(quantity, [label], "spec", corpus)?.formHeld).toBe(false);
    for (const text of ["A certificate needs 64 KiB of memory.", "A certificate needs at least the memory of its encoding."]) {
      expect(pickSentences(quantity, [{ text, lexemes: vector(["certif", "memori"]) }], "spec", corpus)?.formHeld).toBe(true);
    }
    const version = { text: "Which version of Node does it need?", lexemes: vector(["node", "version"]) };
    expect(pickSentences(version, [{ text: "It runs on Node, any version.", lexemes: vector(["node", "version"]) }], "spec", corpus)).toMatchObject({ formHeld: false, content: 1 });
    expect(pickSentences(version, [{ text: "It needs Node 18.17 or later.", lexemes: vector(["node", "18.17"]) }], "spec", corpus)).toMatchObject({ formHeld: true });
  });

  it("tells which passages hold the kind of answer the question asks for, so they are weighed even when ranked low", () => {
    expect(holdsAskedForm("When was version 1 of the licence published?", "GNU GENERAL PUBLIC LICENSE Version 1, February 1989")).toBe(true);
    expect(holdsAskedForm("When was version 1 of the licence published?", "either version 1, or any later version")).toBe(false);
    expect(holdsAskedForm("How many days do I have?", "within 30 days")).toBe(true);
    expect(holdsAskedForm("Who is the licence steward?", "Mozilla Foundation is the licence steward")).toBeNull();
  });

  it("reads the form of answer a question asks: a price, a count, a version, a condition, a date", () => {
    // A section number opening a sentence labels it; it counts nothing.
    expect(holdsAskedForm("How many versions may the Foundation publish?", "7. The Foundation may publish new versions.")).toBe(false);
    expect(holdsAskedForm("How many versions may the Foundation publish?", "The Foundation may publish 7 new versions.")).toBe(true);
    // "How much does it cost" asks a price, not any number (a street number is none).
    expect(holdsAskedForm("How much does the Foundation charge for a printed copy?", "Write to the Foundation, 51 Franklin Street, Boston.")).toBe(false);
    expect(holdsAskedForm("How much can I charge for a copy?", "You may charge no more than the cost of distribution.")).toBe(true);
    // "Which Node.js version" asks a version, the thing named between "which" and "version".
    expect(holdsAskedForm("Which Node.js version does it require?", "Read data from a Word document using Node.js.")).toBe(false);
    // "When may…" asks a condition as well as a moment.
    expect(holdsAskedForm("When may the Package be aggregated?", "Aggregation is always permitted provided that the use is embedded.")).toBe(true);
    expect(holdsAskedForm("When may the Package be aggregated?", "Aggregation is always permitted.")).toBe(false);
    expect(holdsAskedForm("What is the date of the licence?", "Version 2, June 1991")).toBe(true);
    // "On what date was it published" asks a real date: a moment told by an event is none.
    expect(holdsAskedForm("On what date was version 2.0 published?", "This version takes effect on the date you receive it.")).toBe(false);
    expect(holdsAskedForm("On what date was version 2.0 published?", "Version 2.0, January 2004")).toBe(true);
    // "The value of", "the deepest level", "how large" ask a quantity.
    expect(holdsAskedForm("What is the value of ASN1_MAX_NAME_SIZE?", "ASN1_MAX_NAME_SIZE is the maximum number of characters allowed for an identifier.")).toBe(false);
    expect(holdsAskedForm("What is the deepest indent level a rule may have?", "Top-level rules have an indent of zero.")).toBe(false);
    expect(holdsAskedForm("What is the deepest indent level a rule may have?", "A rule may be indented at most 8 levels.")).toBe(true);
    // A manual page's section ("fnmatch(3)") counts nothing.
    expect(holdsAskedForm("What is the maximum length of a glob pattern?", "The format of the glob pattern is as for fnmatch(3).")).toBe(false);
  });

  it("asks a count to stand right before what is counted, and a version near what it is the version of", () => {
    const mimeTypes = { text: "What is the maximum number of MIME types the database can hold?", lexemes: vector(["maximum", "number", "mime", "type", "databas", "hold"]) };
    const counted = countedLexeme(mimeTypes);
    expect(counted?.lexeme).toBe("mime");
    if (!counted) return;
    // "the maximum is 100" counts a priority, "4 CARD32 MIME_TYPE_OFFSET" is a table row, "0.21" is no count.
    expect(countsLexeme(vector(["default", "prioriti", "valu", "50", "maximum", "100"]), counted)).toBe(false);
    expect(countsLexeme(vector(["4", "card32", "mime", "type", "offset"]), counted)).toBe(false);
    expect(countsLexeme(vector(["databas", "0.21", "mime", "type"]), counted)).toBe(false);
    expect(countsLexeme(vector(["hold", "100", "mime", "type"]), counted)).toBe(true);
    expect(countsLexeme(vector(["hold", "thousand", "mime", "type"]), counted)).toBe(true);
    const node = countedLexeme({ text: "Which Node.js version does it require?", lexemes: vector(["node.js", "version", "requir"]) });
    expect(node?.lexeme).toBe("node.js");
    if (!node) return;
    expect(countsLexeme(vector(["need", "node.js", "18.17", "later"]), node)).toBe(true);
    expect(countsLexeme(vector(["need", "node.js", "18", "later"]), node)).toBe(false);
    expect(countedLexeme({ text: "Who is the licence steward?", lexemes: vector(["licens", "steward"]) })).toBeNull();
  });

  it("does not answer a count with a number of something else, nor a version with another thing's", () => {
    const corpus = stats({ maximum: { spec: 2 }, number: { spec: 5 }, mime: { spec: 9 }, type: { spec: 9 }, prioriti: { spec: 3 } });
    const query = { text: "What is the maximum number of MIME types?", lexemes: vector(["maximum", "number", "mime", "type"]) };
    const priority = pickSentences(query, [{ text: "The MIME types have a priority: the maximum is 100.", lexemes: vector(["mime", "type", "prioriti", "maximum", "100"]) }], "spec", corpus);
    expect(priority?.formHeld).toBe(false);
    const node = { text: "Which Node.js version does it require?", lexemes: vector(["node.js", "version", "requir"]) };
    const picked = pickSentences(node, [
      { text: "As of version 1.0, this module reads both formats.", lexemes: vector(["version", "1.0", "modul", "read", "format"]) },
      { text: "It can be used with a Node.js Buffer.", lexemes: vector(["use", "node.js", "buffer"]) },
    ], "spec", stats({ "node.js": { spec: 2 }, version: { spec: 3 }, requir: { spec: 1 } }));
    expect(picked?.formHeld).toBe(false);
  });

  it("counts the word naming the form asked (\"the date of\") as held by a quote holding that form", () => {
    const corpus = stats({ date: { gpl: 4, mpl: 6 }, licens: { gpl: 9 }, version: { gpl: 5 } });
    const query = { text: "What is the date of the licence version 2?", lexemes: vector(["date", "licens", "version", "2"]) };
    const dated = pickSentences(query, [{ text: "GNU General Public License Version 2, June 1991", lexemes: vector(["gnu", "general", "public", "licens", "version", "2", "june", "1991"]) }], "gpl", corpus);
    expect(dated).toMatchObject({ formHeld: true, content: 1, coverage: 1 });
    const undated = pickSentences(query, [{ text: "GNU General Public License Version 2", lexemes: vector(["gnu", "general", "public", "licens", "version", "2"]) }], "gpl", corpus);
    expect(undated?.formHeld).toBe(false);
    expect(undated?.content).toBeLessThan(1);
  });

  it("quotes the sentence a pointing-back sentence follows, and the one a heading leads into", () => {
    const corpus = stats({ directori: { spec: 3 }, mount: { spec: 2 }, point: { spec: 2 }, object: { lgpl: 3 }, code: { lgpl: 3 }, header: { lgpl: 2 } });
    const mount = pickSentences({ text: "How can a program tell that a directory is a mount point?", lexemes: vector(["program", "tell", "directori", "mount", "point"]) }, [
      { text: "Mounted directories can be detected by comparing the st_dev of a directory with that of its parent.", lexemes: vector(["mount", "directori", "detect", "compar", "st_dev", "directori", "parent"]) },
      { text: "If they differ, they are from different devices and the directory is a mount point.", lexemes: vector(["differ", "differ", "devic", "directori", "mount", "point"]) },
    ], "spec", corpus);
    expect(mount?.quote).toMatch(/^Mounted directories .* mount point\.$/);
    expect(isHeading("3. Object Code Incorporating Material from Library Header Files.")).toBe(true);
    expect(isHeading("You may charge a fee for the physical act of transferring a copy.")).toBe(false);
    const heading = "3. Object Code Incorporating Material from Library Header Files.";
    const header = pickSentences({ text: "What must accompany object code from a header file?", lexemes: vector(["accompani", "object", "code", "header", "file"]) }, [
      { text: heading, lexemes: vector(["3", "object", "code", "incorpor", "materi", "librari", "header", "file"]) },
      { text: "You may convey such object code under terms of your choice, provided that you give notice.", lexemes: vector(["convey", "object", "code", "term", "choic", "provid", "give", "notic"]) },
    ], "lgpl", corpus);
    expect(header?.quote.startsWith(`${heading} You may convey`)).toBe(true);
    expect(header?.continues).toBe(false);
    // A heading ending its passage: the next passage goes on with it.
    const last = pickSentences({ text: "What must accompany object code from a header file?", lexemes: vector(["accompani", "object", "code", "header", "file"]) }, [
      { text: "The Library may be changed.", lexemes: vector(["librari", "chang"]) },
      { text: heading, lexemes: vector(["3", "object", "code", "incorpor", "materi", "librari", "header", "file"]) },
    ], "lgpl", corpus);
    expect(last).toMatchObject({ quote: heading, continues: true });
  });

  it("measures the share of the question's own content a quote holds, words naming the file aside", () => {
    const corpus = stats({ memori: { spec: 2 }, certif: { spec: 2 }, spec: { spec: 9 } }, { spec: ["spec", "pdf"] });
    const query = { text: "How much memory does the spec need for a certificate?", lexemes: vector(["memori", "spec", "certif"]) };
    const picked = pickSentences(query, [{ text: "A certificate is decoded.", lexemes: vector(["certif", "decod"]) }], "spec", corpus);
    expect(picked?.content).toBeCloseTo(0.5);
    expect(picked?.coverage).toBeGreaterThan(picked?.content ?? 1);
  });

  it("tells whether the question holds a word that no file holds", () => {
    // "phone" is in no passage: a sentence naming the foundation does not give its phone number.
    const query = { text: "What is the phone number of the foundation?", lexemes: vector(["phone", "number", "foundat"]) };
    const corpus = stats({ number: { spec: 20 }, foundat: { spec: 10 } });
    const picked = pickSentences(query, [
      { text: "Any later version published by the Foundation, with its version number.", lexemes: vector(["foundat", "number", "version"]) },
    ], "spec", corpus);
    expect(picked?.asksUnknown).toBe(true);
    const known = pickSentences(query, [{ text: "The Foundation's phone number is 555.", lexemes: vector(["foundat", "phone", "number", "555"]) }], "spec", stats({ ...{ number: { spec: 20 }, foundat: { spec: 10 } }, phone: { spec: 1 } }));
    expect(known?.asksUnknown).toBe(false);
  });
});

describe("[oracle] the words of a question", () => {
  it("reads which words name things, in context: a noun the files lack makes a question unanswerable, a verb does not", async () => {
    expect(await namingWords("What is the phone number of the Free Software Foundation?")).toEqual(expect.arrayContaining(["phone", "number", "Foundation"]));
    const shipped = await namingWords("Under GPL version 1, when am I allowed to ship an executable?");
    expect(shipped).not.toContain("ship");
    expect(shipped).toEqual(expect.arrayContaining(["GPL", "version", "1"]));
    expect(await namingWords("Who pays for servicing when the software proves defective?")).not.toContain("pays");
    expect(await namingWords("Can libtasn1 encode ASN.1 structures as JSON?")).toContain("JSON");
  });

  it("reads an identifier written with underscores as one word, held only where its parts stand in a row", () => {
    expect("Is ASN1_MAX_NAME_SIZE or asn1_check_version() set, not asn1Parser or _x?".match(IDENTIFIER)).toEqual(["ASN1_MAX_NAME_SIZE", "asn1_check_version"]);
    // "What does asn1_check_version do with a version?": the identifier at 3–5, "version" alone at 9.
    const question = asIdentifiers(new Map([["asn1", [3]], ["check", [4]], ["version", [5, 9]], ["do", [6]]]), ["asn1_check_version"]);
    expect(question).toEqual(new Map([["asn1_check_version", [3]], ["version", [9]], ["do", [6]]]));
    const signature = joinIdentifiers(new Map([["asn1", [1]], ["check", [2]], ["version", [3]]]), ["asn1_check_version"]);
    expect(signature.get("asn1_check_version")).toEqual([1]);
    const scattered = joinIdentifiers(new Map([["asn1", [1]], ["check", [5]], ["version", [9]]]), ["asn1_check_version"]);
    expect(scattered.has("asn1_check_version")).toBe(false);
    expect(tsqueryOfForms("asn1_check_version")).toBe("(('asn1') <-> ('check') <-> ('version'))");
  });

  it("reads a document's title from the start of its text", () => {
    expect(titleWords("Mozilla Public License Version 2.0 ==== 1. Definitions")).toBe("Mozilla Public License");
    expect(titleWords('The "Artistic License" Preamble The intent of this document')).toBe("The Artistic License");
    expect(titleWords("## word-extractor [![npm version](https://badge.fury.io/js/word-extractor.svg)]")).toBe("word-extractor");
    expect(titleWords("Libtasn1 Abstract Syntax Notation One (ASN.1) library")).toBe("Libtasn1");
    expect(titleWords("Copyright (c) The Regents of the University of California.")).toBe("");
  });

  it("writes short versions out as the files write them", () => {
    expect(writeOutVersions("Under GPL v2, is v1.3 newer than V 2?")).toBe("Under GPL version 2, is version 1.3 newer than version 2?");
    expect(writeOutVersions("Does it read AVI or .vob files?")).toBe("Does it read AVI or .vob files?");
  });

  it("counts only the question's naming words as unknown when it knows them", () => {
    const corpus = stats({ execut: { gpl: 4 }, gpl: { gpl: 9 } });
    const sentences = [{ text: "You may distribute the executable.", lexemes: vector(["distribut", "execut"]) }];
    const ship = { text: "When may I ship an executable?", lexemes: vector(["ship", "execut"]) };
    expect(pickSentences(ship, sentences, "gpl", corpus)?.asksUnknown).toBe(true);
    expect(pickSentences({ ...ship, naming: new Set(["execut"]) }, sentences, "gpl", corpus)?.asksUnknown).toBe(false);
    const json = { text: "Can the executable be written as JSON?", lexemes: vector(["execut", "json"]), naming: new Set(["execut", "json"]) };
    expect(pickSentences(json, sentences, "gpl", corpus)?.asksUnknown).toBe(true);
  });
});

describe("[oracle] questions about terms, abbreviations and named files", () => {
  it("reads the abbreviations a question writes in capitals, and writes them out as the files do", () => {
    expect(abbreviationsOf("Which EU directive does the FSF cite, and does the EU?")).toEqual(["EU", "FSF"]);
    expect(abbreviationsOf("Is section 2.6 of the licence about fair use?")).toEqual([]);
    expect(abbreviationPattern("FSF")).toBe("\\m(F[a-z]+\\s+S[a-z]+\\s+F[a-z]+|Fsf[a-z]{2,})\\M");
    expect(writeOut("Which EU directive applies in the EU?", new Map([["EU", "European"]]))).toBe("Which European directive applies in the European?");
    expect(writeOut("Who is the CEO?", new Map())).toBe("Who is the CEO?");
  });

  it("knows a table of contents or an index, which says where things are and nothing of them", () => {
    expect(isIndexText("i Table of Contents 1 Introduction . 1 2 ASN.1 structure handling . 2 2.1 ASN.1 syntax. 2 2.2 Naming . 3 2.3 Simple parsing. 4")).toBe(true);
    expect(isIndexText("asn1_array2tree . 9 asn1_bit_der . 17 asn1_check_version . 23 asn1_copy_node . 11 asn1_create_element. 10")).toBe(true);
    expect(isIndexText("Version 0.21 of the specification. 2 readers agree. See section 2.1. It has 3 parts.")).toBe(false);
  });


  it("keeps a question naming a file by a word only that file's name holds to that file", () => {
    const corpus = stats({ copyright: { bsd: 2, manual: 9 }, licens: { manual: 30 }, gpl: { lgpl: 3 } }, { bsd: ["bsd", "licens", "scan"], manual: ["manual"], gpl: ["gpl", "1"], lgpl: ["lgpl"] });
    expect(namedFiles({ text: "Who holds the copyright in the BSD licence?", lexemes: vector(["hold", "copyright", "bsd", "licens"]) }, corpus)).toEqual(new Set(["bsd"]));
    // Two words of a file's title in a row name it, though another file's text says one of them.
    const titled = { ...corpus, occurrences: new Map([...corpus.occurrences, ["mozilla", new Map([["mpl", 3], ["manual", 1]])]]), titles: new Map([["mpl", vector(["mozilla", "public", "licens"])]]) };
    expect(namedFiles({ text: "When was the Mozilla Public License published?", lexemes: vector(["mozilla", "public", "licens", "publish"]) }, titled)).toEqual(new Set(["mpl"]));
    expect(namedFiles({ text: "Does Mozilla publish a licence that is public?", lexemes: new Map([["mozilla", [1]], ["publish", [2]], ["licens", [4]], ["public", [7]]]) }, titled)).toBeNull();
    // "GPL" names gpl's file but the LGPL's text says it too: no file is singled out.
    expect(namedFiles({ text: "What does the GPL say?", lexemes: vector(["gpl", "say"]) }, corpus)).toBeNull();
    expect(namedFiles({ text: "Who holds the copyright?", lexemes: vector(["hold", "copyright"]) }, corpus)).toBeNull();
  });

  it("does not give up on a question for a light verb the files do not say, but does for a missing noun", () => {
    const corpus = stats({ long: { gpl: 4 }, written: { gpl: 2 }, offer: { gpl: 3 }, valid: { gpl: 1 }, number: { gpl: 9 } });
    const offer = pickSentences({ text: "How long must a written offer stay valid?", lexemes: vector(["long", "written", "offer", "stay", "valid"]) }, [
      { text: "Accompany it with a written offer, valid for at least three years.", lexemes: vector(["accompani", "written", "offer", "valid", "least", "three", "year"]) },
    ], "gpl", corpus);
    expect(offer?.asksUnknown).toBe(false);
    const phone = pickSentences({ text: "What is the phone number?", lexemes: vector(["phone", "number"]) }, [{ text: "Each version has a number.", lexemes: vector(["version", "number"]) }], "gpl", corpus);
    expect(phone?.asksUnknown).toBe(true);
  });
});

describe("[oracle] citations", () => {
  const passages = [
    passage({ chunkId: "a", page: 3, text: "Water heater replaced in 2019." }),
    passage({ chunkId: "b", fileName: "notes.docx", page: null, paragraph: 4, text: "Garage code 4471." }),
    passage({ chunkId: "c", page: 9 }),
  ];

  it("maps [n] markers to the passages, in order of first mention, ignoring unknown numbers", () => {
    const citations = mapCitations("The code is 4471 [2]. It was replaced in 2019 [1][2] [7].", passages);
    expect(citations.map((citation) => [citation.marker, citation.chunkId])).toEqual([
      [2, "b"],
      [1, "a"],
    ]);
    expect(citations[0]).toMatchObject({ fileName: "notes.docx", page: null, paragraph: 4, passage: "Garage code 4471." });
  });

  it("reads grouped markers like [1, 3]", () => {
    expect(mapCitations("Both [1, 3].", passages).map((citation) => citation.marker)).toEqual([1, 3]);
  });

  it("credits no passage when the answer cites none", () => {
    expect(mapCitations("I could not find this in the files.", passages)).toEqual([]);
  });

  it("labels by page, or by paragraph when the file has no pages", () => {
    expect(citationLabel({ fileName: "lease.pdf", page: 3, paragraph: 1 })).toBe("lease.pdf, page 3");
    expect(citationLabel({ fileName: "notes.docx", page: null, paragraph: 4 })).toBe("notes.docx, paragraph 4");
  });

  it("marks a passage read by OCR below the trusted confidence, with its confidence, and no other", () => {
    const scanned = [passage({ chunkId: "s", fileName: "scan.png", page: null, paragraph: 2, text: "Pool closes at nine." })];
    const [low] = mapCitations("[1]", [{ ...scanned[0], ocrConfidence: OCR_TRUSTED_CONFIDENCE - 28 }]);
    expect(low.ocrConfidence).toBe(OCR_TRUSTED_CONFIDENCE - 28);
    expect(citationLabel(low)).toBe(`scan.png, paragraph 2 · read by OCR, confidence ${OCR_TRUSTED_CONFIDENCE - 28} %`);
    const [high] = mapCitations("[1]", [{ ...scanned[0], ocrConfidence: OCR_TRUSTED_CONFIDENCE + 5 }]);
    expect(high).not.toHaveProperty("ocrConfidence");
    expect(citationLabel(high)).toBe("scan.png, paragraph 2");
  });

  it("tells which sentences of a written answer cite a passage the model was given, and which are uncited", () => {
    const citations = mapCitations("[1] [2]", passages.slice(0, 2));
    const answer = "The heater was replaced in 2019 [1]. It cost 900 dollars [7]. The code is 4471. [2]\n\nAsk the manager for keys.";
    expect(citedSentences(answer, citations)).toEqual([
      { text: "The heater was replaced in 2019 [1].", paragraph: 0, cited: true },
      { text: "It cost 900 dollars [7].", paragraph: 0, cited: false },
      { text: "The code is 4471. [2]", paragraph: 0, cited: true },
      { text: "Ask the manager for keys.", paragraph: 1, cited: false },
    ]);
    expect(citedSentences("Nothing cites here.", [])).toEqual([{ text: "Nothing cites here.", paragraph: 0, cited: false }]);
  });
});

describe("[oracle] extractive answers", () => {
  it("quotes the answering sentence of the best passage whole, with its marker, and nothing else", () => {
    const best = passage({ chunkId: "a", quote: "The water heater was replaced in 2019.", score: 10, coverage: 0.9 });
    const weak = passage({ chunkId: "b", quote: "Paint is fresh.", score: 4, coverage: 0.6 });
    const { answer, quoted } = composeExtractiveAnswer([best, weak], "When was the water heater replaced?");
    expect(answer).toBe("“The water heater was replaced in 2019.” [1]");
    expect(quoted).toEqual([best]);
  });

  it("quotes the best passage whose quote answers, past a higher one sharing more words that does not", () => {
    // "GNU GPL refers to version 3" shares "GNU GPL version" with the question but covers too little of it.
    const wordy = passage({ chunkId: "a", quote: "The GNU GPL refers to version 3 of the licence.", score: 40, coverage: 0.49, formHeld: false, content: 0.49 });
    const dated = passage({ chunkId: "b", quote: "GNU General Public License Version 2, June 1991", text: "GNU General Public License Version 2, June 1991", score: 15, coverage: 1 });
    const { answer, quoted } = composeExtractiveAnswer([wordy, dated], "When was version 2 of the GNU GPL published?");
    expect(answer).toBe("“GNU General Public License Version 2, June 1991” [1]");
    expect(quoted).toEqual([dated]);
  });

  it("adds a second passage only when it ranks nearly as high", () => {
    const first = passage({ chunkId: "a", quote: "Rent is due on the first.", score: 10 });
    const close = passage({ chunkId: "b", fileName: "notes.txt", quote: "Late fees apply after five days.", score: 9.5 });
    expect(composeExtractiveAnswer([first, close], "When is rent due and what are the late fees?").answer).toContain("“Late fees apply after five days.” [2]");
    const far = passage({ chunkId: "b", fileName: "notes.txt", quote: "Late fees apply after five days.", score: 5 });
    expect(composeExtractiveAnswer([first, far], "When is rent due and what are the late fees?").quoted).toEqual([first]);
  });

  it("when no passage answers, says so first, then quotes the closest related passages (at most three) with their citations", () => {
    const near = (chunkId: string, quote: string, coverage: number) => passage({ chunkId, quote, text: quote, coverage, content: coverage, formHeld: false });
    const passages = [
      near("a", "The Free Software Foundation may publish new versions.", MIN_COVERAGE - 0.1),
      near("b", "Any later version published by the Free Software Foundation.", 0.45),
      near("c", "The Foundation is a charity.", 0.4),
      near("d", "Its office is in Boston.", 0.35),
      near("e", "Printed in the USA.", RELATED_COVERAGE - 0.05),
    ];
    const { answer, quoted } = composeExtractiveAnswer(passages, "How many staff does the Free Software Foundation employ?");
    expect(answer.startsWith("I could not find")).toBe(true);
    expect(answer).toBe(
      [CLOSEST_OPENING, "“The Free Software Foundation may publish new versions.” [1]", "“Any later version published by the Free Software Foundation.” [2]", "“The Foundation is a charity.” [3]"].join("\n\n"),
    );
    expect(quoted.map((item) => item.chunkId)).toEqual(["a", "b", "c"]);
    expect(isNotFound(answer)).toBe(true);
    // A word no file holds weighs the most, so the best passage covers too little of the question to answer it: it is one of the closest.
    const unknownWord = passage({ quote: "Any later version published by the Free Software Foundation.", coverage: 0.3, content: 0.5, asksUnknown: true });
    expect(composeExtractiveAnswer([unknownWord], "What is the phone number of the Free Software Foundation?").answer).toMatch(/^I could not find .*\n\n“Any later version/s);
    // A year asked that the quote lacks, too.
    const noYear = passage({ quote: "CC0 1.0 Universal is published by Creative Commons.", coverage: 0.7, content: 0.6, formHeld: false });
    expect(isNotFound(composeExtractiveAnswer([noYear], "In which year was CC0 published by Creative Commons?").answer)).toBe(true);
    // Every other word asked is there: "which version may I follow" is answered by "any version".
    const anyVersion = passage({ quote: "You may choose any version ever published.", coverage: 1, content: 1, formHeld: false });
    expect(composeExtractiveAnswer([anyVersion], "Which version may I follow?").quoted).toEqual([anyVersion]);
  });

  it("declines outright only when nothing in the files is related", () => {
    expect(composeExtractiveAnswer([], "What is the landlord's phone number?")).toEqual({ answer: NOTHING_RELATED, quoted: [] });
    const unrelated = passage({ quote: "Printed in the USA.", coverage: RELATED_COVERAGE - 0.01, content: 0.2 });
    expect(composeExtractiveAnswer([unrelated], "Who audits the accounts?")).toEqual({ answer: NOTHING_RELATED, quoted: [] });
    // A question naming a thing no file holds: a passage holding its other words is related, however little it weighs.
    const landlord = passage({ quote: "The landlord is Jane Roe.", coverage: 0.1, content: 0.1, asksUnknown: true });
    expect(composeExtractiveAnswer([landlord], "What is the landlord's phone number?").quoted).toEqual([landlord]);
    expect(composeExtractiveAnswer([{ ...landlord, content: 0 }], "What is the landlord's phone number?").answer).toBe(NOTHING_RELATED);
    expect(NOTHING_RELATED.startsWith("I could not find")).toBe(true);
  });

  it("quotes the next sentence of the passage when it holds what is asked and the quote does not", () => {
    const text = "The water heater was replaced by Bay Plumbing. This was done in March 2019. The pipes are copper.";
    const before = passage({ quote: "The water heater was replaced by Bay Plumbing.", text, coverage: 0.9, content: 1, formHeld: false });
    const { answer, quoted } = composeExtractiveAnswer([before], "When was the water heater replaced?");
    expect(answer).toBe("“This was done in March 2019.” [1]");
    expect(quoted[0].quote).toBe("This was done in March 2019.");
    // Not when the quote holds it already, nor when the question asks no date, number or version.
    expect(nextSentenceAnswer("The heater was replaced in 2018.", `The heater was replaced in 2018. ${text}`, "When was the heater replaced?")).toBeUndefined();
    expect(nextSentenceAnswer(before.quote, text, "Who replaced the water heater?")).toBeUndefined();
  });
});

describe("[oracle] quote boundaries", () => {
  it("leaves out the headings standing over the quoted sentence", () => {
    const text = "1.1. Version\nThis is version 0.21 of the specification, last updated 2 October 2018.";
    expect(trimQuote("1.1. Version This is version 0.21 of the specification, last updated 2 October 2018.", text, "Which version is this?")).toBe(
      "This is version 0.21 of the specification, last updated 2 October 2018.",
    );
    const two = "TERMS AND CONDITIONS\n0. Definitions.\n\"This License\" refers to version 3.";
    expect(trimQuote("TERMS AND CONDITIONS 0. Definitions. \"This License\" refers to version 3.", two, "What does This License refer to?")).toBe("\"This License\" refers to version 3.");
  });

  it("leaves out underlines and the heading they underline", () => {
    expect(trimQuote("TO DO ===== Write the parser before the release.", "TO DO =====\nWrite the parser before the release.", "What must be written?")).toBe("Write the parser before the release.");
    expect(trimQuote("Install it first. Usage ------ Run the tool with a file name.", "Install it first. Usage ------ Run the tool with a file name.", "How is the tool run?")).toBe(
      "Install it first. Run the tool with a file name.",
    );
    expect(trimQuote("Keep ***** this line.", "Keep ***** this line.", "What is kept?")).toBe("Keep this line.");
  });

  it("leaves out the tail of the list entry before the one quoted", () => {
    const quote = "a copy of this License; and (b) You must cause any modified files to carry prominent notices stating that You changed the files; and";
    expect(trimQuote(quote, quote, "What must modified files carry?")).toBe("(b) You must cause any modified files to carry prominent notices stating that You changed the files; and");
    const bullet = "the source code, or • The object code must be offered too.";
    expect(trimQuote(bullet, bullet, "What must be offered?")).toBe("• The object code must be offered too.");
    // A whole sentence before the entry, or an entry opening the quote, stays.
    const whole = "You may convey copies. (a) The work must carry notices.";
    expect(trimQuote(whole, whole, "What may I convey?")).toBe(whole);
    const opening = "(a) The work must carry notices; and (b) You must keep them.";
    expect(trimQuote(opening, opening, "What must the work carry?")).toBe(opening);
  });

  it("keeps a heading that is itself what the question asks for", () => {
    const text = "GNU GENERAL PUBLIC LICENSE Version 2, June 1991\nEveryone is permitted to copy and distribute verbatim copies.";
    const quote = "GNU GENERAL PUBLIC LICENSE Version 2, June 1991 Everyone is permitted to copy and distribute verbatim copies.";
    expect(trimQuote(quote, text, "When was version 2 published?")).toBe(quote);
    expect(trimQuote(quote, text, "Who may copy it?")).toBe("Everyone is permitted to copy and distribute verbatim copies.");
  });
});

describe("[oracle] the quoted sentence in its passage", () => {
  const passage = "Rent is due on the first. Late fees apply after 5 days. Keys are with the manager.";

  it("marks the quoted sentence, and each sentence of a quote whose sentences are apart", () => {
    expect(markQuote(passage, "Late fees apply after 5 days.")).toEqual([
      { text: "Rent is due on the first. ", marked: false },
      { text: "Late fees apply after 5 days.", marked: true },
      { text: " Keys are with the manager.", marked: false },
    ]);
    expect(markQuote(passage, "Rent is due on the first. Keys are with the manager.").filter((part) => part.marked).map((part) => part.text)).toEqual([
      "Rent is due on the first.",
      "Keys are with the manager.",
    ]);
  });

  it("leaves the passage unmarked when there is no quote or it is not there", () => {
    expect(markQuote(passage, undefined)).toEqual([{ text: passage, marked: false }]);
    expect(markQuote(passage, "Something else.")).toEqual([{ text: passage, marked: false }]);
  });
});

describe("[oracle] message box keys", () => {
  it("sends on Enter, leaves Shift+Enter to add a newline, and never sends an empty message", () => {
    expect(composerKeyAction({ key: "Enter", shiftKey: false }, "Hello")).toBe("send");
    expect(composerKeyAction({ key: "Enter", shiftKey: true }, "Hello")).toBe("default");
    expect(composerKeyAction({ key: "Enter", shiftKey: false }, "   \n ")).toBe("ignore");
    expect(composerKeyAction({ key: "Enter", shiftKey: false, isComposing: true }, "Hello")).toBe("default");
    expect(composerKeyAction({ key: "a", shiftKey: false }, "Hello")).toBe("default");
  });
});

describe("[oracle] the encoder's vectors and the fusion of rankings", () => {
  it("stores a vector as one signed byte a dimension, and its cosine with another stays within a hundredth", () => {
    const a = [3, 4, 0, 0];
    const b = [4, 3, 0, 0];
    const [x, y] = [quantize(a)!, quantize(b)!];
    expect(x.byteLength).toBe(4);
    expect(cosine(x, x)).toBeCloseTo(1, 2);
    expect(cosine(x, y)).toBeCloseTo(24 / 25, 2);
    expect(cosine(x, quantize([0, 0, 1, 0])!)).toBe(0);
    expect(cosine(x, quantize([-3, -4, 0, 0])!)).toBeCloseTo(-1, 2);
    // Another encoder's vector (another length) is not compared; a vector of zeros is not stored.
    expect(cosine(x, quantize([1, 0, 0])!)).toBe(0);
    expect(quantize([0, 0, 0, 0])).toBeNull();
  });

  it("fuses the full-text and the encoder's rankings by reciprocal rank: a passage either finds counts, one both rank well counts most", () => {
    const fused = fuseRanks([
      ["lexical-first", "both", "lexical-third"],
      ["encoder-first", "both"],
    ]);
    const order = [...fused].sort((a, b) => b[1] - a[1]).map(([id]) => id);
    expect(order).toEqual(["both", "lexical-first", "encoder-first", "lexical-third"]);
    expect(fused.get("both")).toBeCloseTo(2 / (RRF_K + 2), 10);
    expect(fused.get("encoder-first")).toBeCloseTo(1 / (RRF_K + 1), 10);
    // A question no passage holds a word of is still ranked by the encoder alone.
    expect([...fuseRanks([[], ["near", "far"]]).keys()]).toEqual(["near", "far"]);
  });
});

describe("[oracle] the decline rule with the encoder", () => {
  const rule = { similarityWeight: 1, similarity: 0.5 };
  const features = (similarity: number | null) => ({ fusion: 1, lexical: 1, sentence: 1, similarity, coverage: 0.6, formHeld: 1 });
  const question = "How long do I have to fix a breach?";

  it("never declines only because a question word is in no file: a passage covering enough of the rest answers", () => {
    const cure = passage({ quote: "You may cure the breach within 30 days.", coverage: 0.6, asksUnknown: true, features: features(0.5) });
    expect(composeExtractiveAnswer([cure], question, rule).quoted).toEqual([cure]);
    expect(composeExtractiveAnswer([{ ...cure, asksUnknown: false }], question, rule).quoted).toEqual([cure].map((item) => ({ ...item, asksUnknown: false })));
  });

  it("a passage the encoder finds near the question answers with less of its words; one far from it needs more", () => {
    const near = passage({ quote: "Either party may end the agreement on notice.", coverage: 0.4, features: features(0.7) });
    expect(isNotFound(composeExtractiveAnswer([near], "Can I terminate the contract?", rule).answer)).toBe(false);
    const far = { ...near, features: features(0.3) };
    expect(isNotFound(composeExtractiveAnswer([far], "Can I terminate the contract?", rule).answer)).toBe(true);
    // Without the encoder's cosine (it gave no vector), the words alone decide.
    expect(isNotFound(composeExtractiveAnswer([{ ...near, coverage: 0.5, features: features(null) }], "Can I terminate the contract?", rule).answer)).toBe(false);
  });

  it("shows a passage sharing no word as one of the closest when the encoder finds it near; declines outright when nothing is", () => {
    const cure = passage({ quote: "You may cure the breach within 30 days.", coverage: 0, content: 0, asksUnknown: true, features: features(0.55) });
    const shown = composeExtractiveAnswer([cure], question, { ...rule, similarityWeight: 0 });
    expect(shown.answer.startsWith(CLOSEST_OPENING)).toBe(true);
    expect(shown.quoted).toEqual([cure]);
    expect(composeExtractiveAnswer([{ ...cure, features: features(0.45) }], question, rule)).toEqual({ answer: NOTHING_RELATED, quoted: [] });
  });
});
