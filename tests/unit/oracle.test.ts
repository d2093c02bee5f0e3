import { describe, expect, it } from "vitest";
import { chunkPages, MAX_CHUNK_CHARS } from "@/lib/oracle/chunk-text";
import { citationLabel, mapCitations } from "@/lib/oracle/citations";
import { composerKeyAction } from "@/lib/oracle/composer-keys";
import { composeExtractiveAnswer, EXTRACTIVE_NOTICE, NOTHING_FOUND } from "@/lib/oracle/extractive-answer";
import type { Passage } from "@/lib/oracle/retrieve";
import { questionTerms, toWebsearchQuery } from "@/lib/oracle/search-query";

const passage = (overrides: Partial<Passage>): Passage => ({
  chunkId: "chunk",
  fileId: "file",
  fileName: "lease.pdf",
  page: 1,
  paragraph: 1,
  text: "Some text.",
  rank: 0.1,
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
      { page: 1, paragraph: 1, position: 0, text: "Intro line one still intro." },
      { page: 1, paragraph: 2, position: 1, text: "Second paragraph." },
      { page: 2, paragraph: 1, position: 2, text: "Only paragraph of page two." },
      { page: 3, paragraph: 1, position: 3, text: "The answer lives here." },
    ]);
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
    expect(chunkPages([{ page: null, text: "A\n\nB" }]).map((chunk) => [chunk.page, chunk.paragraph])).toEqual([
      [null, 1],
      [null, 2],
    ]);
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

  it("credits every passage when the answer cites none", () => {
    expect(mapCitations("No markers at all.", passages).map((citation) => citation.marker)).toEqual([1, 2, 3]);
  });

  it("labels by page, or by paragraph when the file has no pages", () => {
    expect(citationLabel({ fileName: "lease.pdf", page: 3, paragraph: 1 })).toBe("lease.pdf, page 3");
    expect(citationLabel({ fileName: "notes.docx", page: null, paragraph: 4 })).toBe("notes.docx, paragraph 4");
  });
});

describe("[oracle] extractive answers", () => {
  it("says it is extractive and quotes the sentence that matches the question, with its marker", () => {
    const answer = composeExtractiveAnswer("When was the water heater replaced?", [
      passage({ text: "The roof is new. The water heater was replaced in 2019. Paint is fresh." }),
      passage({ text: "Unrelated passage." }),
    ]);
    expect(answer.startsWith(EXTRACTIVE_NOTICE)).toBe(true);
    expect(answer).toContain("“The water heater was replaced in 2019. Paint is fresh.” [1]");
    expect(answer).toContain("[2]");
  });

  it("says so when nothing matched", () => {
    expect(composeExtractiveAnswer("anything", [])).toBe(NOTHING_FOUND);
  });
});

describe("[oracle] search query", () => {
  it("ORs the question's words for websearch_to_tsquery and drops punctuation", () => {
    expect(toWebsearchQuery("When was the water-heater replaced? (2019)")).toBe("when or was or the or water-heater or replaced or 2019");
    expect(toWebsearchQuery("Water heater -replaced \"now\"", "all")).toBe("water heater replaced now");
    expect(toWebsearchQuery("?!")).toBe("");
  });

  it("keeps only content words for sentence picking", () => {
    expect(questionTerms("What is the garage code?")).toEqual(["garage", "code"]);
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
