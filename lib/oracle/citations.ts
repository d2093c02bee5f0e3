import type { OracleCitation } from "@/db/schema";
import type { Passage } from "./retrieve";

/** "lease.pdf, page 3" or "notes.docx, paragraph 2". */
export function citationLabel(citation: Pick<OracleCitation, "fileName" | "page" | "paragraph">): string {
  return citation.page === null
    ? `${citation.fileName}, paragraph ${citation.paragraph}`
    : `${citation.fileName}, page ${citation.page}`;
}

const toCitation = (passage: Passage, marker: number): OracleCitation => ({
  marker,
  chunkId: passage.chunkId,
  fileId: passage.fileId,
  fileName: passage.fileName,
  page: passage.page,
  paragraph: passage.paragraph,
  passage: passage.text,
  quote: passage.quote,
});

/**
 * The sources of an answer written against numbered passages ([1] is passages[0]): those
 * it refers to, in order of first mention. Markers out of range are ignored; an answer
 * that refers to none has no sources (a model that found nothing cites nothing).
 */
export function mapCitations(answer: string, passages: Passage[]): OracleCitation[] {
  const cited: number[] = [];
  for (const match of answer.matchAll(/\[(\d+(?:\s*,\s*\d+)*)\]/g)) {
    for (const part of match[1].split(",")) {
      const marker = Number(part.trim());
      if (marker >= 1 && marker <= passages.length && !cited.includes(marker)) cited.push(marker);
    }
  }
  return cited.map((marker) => toCitation(passages[marker - 1], marker));
}
