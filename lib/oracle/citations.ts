import type { OracleCitation } from "@/db/schema";
import type { Passage } from "./retrieve";
import { splitSentences } from "./sentences";

/** OCR read below this confidence (0–100) is marked as such where it is cited: its words may be misread. */
export const OCR_TRUSTED_CONFIDENCE = 90;

/** A passage as an answer's source: its OCR confidence when it was read by OCR. */
export type SourcePassage = Passage & { ocrConfidence?: number | null };

/** "lease.pdf, page 3", "notes.docx, paragraph 2", "scan.png, paragraph 1 · read by OCR, confidence 62 %". */
export function citationLabel(citation: Pick<OracleCitation, "fileName" | "page" | "paragraph" | "ocrConfidence">): string {
  const place = citation.page === null ? `${citation.fileName}, paragraph ${citation.paragraph}` : `${citation.fileName}, page ${citation.page}`;
  return citation.ocrConfidence == null ? place : `${place} · read by OCR, confidence ${citation.ocrConfidence} %`;
}

const toCitation = (passage: SourcePassage, marker: number): OracleCitation => ({
  marker,
  chunkId: passage.chunkId,
  fileId: passage.fileId,
  fileName: passage.fileName,
  page: passage.page,
  paragraph: passage.paragraph,
  passage: passage.text,
  quote: passage.quote,
  ...(passage.ocrConfidence != null && passage.ocrConfidence < OCR_TRUSTED_CONFIDENCE ? { ocrConfidence: passage.ocrConfidence } : {}),
});

/** A passage's label as its citation will show it (the OCR confidence only when below OCR_TRUSTED_CONFIDENCE). */
export const sourceLabel = (passage: SourcePassage) => citationLabel(toCitation(passage, 0));

const MARKERS = /\[(\d+(?:\s*,\s*\d+)*)\]/g;

/** The numbers an answer's markers name ("[1]", "[2, 3]"), in order. */
const markersOf = (text: string) => [...text.matchAll(MARKERS)].flatMap((match) => match[1].split(",").map((part) => Number(part.trim())));

/**
 * The sources of an answer written against numbered passages ([1] is passages[0]): those
 * it refers to, in order of first mention. Markers out of range are ignored; an answer
 * that refers to none has no sources (a model that found nothing cites nothing).
 */
export function mapCitations(answer: string, passages: SourcePassage[]): OracleCitation[] {
  const cited: number[] = [];
  for (const marker of markersOf(answer)) {
    if (marker >= 1 && marker <= passages.length && !cited.includes(marker)) cited.push(marker);
  }
  return cited.map((marker) => toCitation(passages[marker - 1], marker));
}

/** A sentence of a written answer, the paragraph it stands in, and whether it cites a passage the model was given. */
export type AnswerSentence = { text: string; paragraph: number; cited: boolean };

const ONLY_MARKERS = /^(?:\[\d+(?:\s*,\s*\d+)*\][\s.,;]*)+$/;

/**
 * A model's answer by sentences, each cited or not: a sentence cites when one of its markers
 * names a passage the model was given (one of `citations`). A sentence with no marker, or
 * only markers of passages it was not given ("[7]" of five), is uncited: shown as such,
 * never as what the files say.
 */
export function citedSentences(answer: string, citations: Pick<OracleCitation, "marker">[]): AnswerSentence[] {
  const given = new Set(citations.map((citation) => citation.marker));
  const sentences: AnswerSentence[] = [];
  for (const [paragraph, line] of answer.split(/\n+/).entries()) {
    for (const text of splitSentences(line)) {
      const last = sentences.at(-1);
      // "…in 2019. [1]": markers standing after the full stop belong to the sentence before.
      if (ONLY_MARKERS.test(text) && last?.paragraph === paragraph) last.text += ` ${text}`;
      else sentences.push({ text, paragraph, cited: false });
    }
  }
  return sentences.map((sentence) => ({ ...sentence, cited: markersOf(sentence.text).some((marker) => given.has(marker)) }));
}
