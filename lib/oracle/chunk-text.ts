import { splitSentences } from "./sentences";

/** Text of one page of a document; `page` is null for formats without pages; `ocrConfidence` (0–100) when the page was read by OCR. */
export type PageText = { page: number | null; text: string; ocrConfidence?: number | null };

export type TextChunk = { page: number | null; paragraph: number; position: number; text: string; ocrConfidence: number | null };

/** Passages longer than this are split at sentence ends, so a citation points at a readable span. */
export const MAX_CHUNK_CHARS = 1200;

/** A block this short that does not end a sentence is a heading (or a line a scan broke off): it joins the next block. */
const HEADING_MAX_CHARS = 80;

const normalise = (text: string) => text.replace(/[ \t\u00a0]+/g, " ").trim();

const isHeading = (block: string) => block.length <= HEADING_MAX_CHARS && !/[.!?;,]["')\]]?$/.test(block);

/**
 * A block that opens with a lower-case word after one that stops mid-sentence continues that
 * sentence: a scan or a page layout broke a line there ("…retain the above copyright" /
 * "notice, this list…"). A list item ("b) …", "ii. …") starts a paragraph of its own.
 */
const continues = (previous: string, block: string) => !/[.!?:;]["')\]]?$/.test(previous) && /^[a-z]{2,}\b(?![.)])/.test(block);

/** Cuts a text longer than MAX_CHUNK_CHARS at its last space before the limit. */
function cutAtSpace(text: string): [string, string] {
  const space = text.lastIndexOf(" ", MAX_CHUNK_CHARS);
  const at = space > MAX_CHUNK_CHARS / 2 ? space : MAX_CHUNK_CHARS;
  return [text.slice(0, at).trim(), text.slice(at).trim()];
}

function splitLong(paragraph: string): string[] {
  if (paragraph.length <= MAX_CHUNK_CHARS) return [paragraph];
  const parts: string[] = [];
  let current = "";
  for (const sentence of splitSentences(paragraph)) {
    if (current && current.length + 1 + sentence.length > MAX_CHUNK_CHARS) {
      parts.push(current);
      current = "";
    }
    current = current ? `${current} ${sentence}` : sentence;
    while (current.length > MAX_CHUNK_CHARS) {
      const [head, tail] = cutAtSpace(current);
      parts.push(head);
      current = tail;
    }
  }
  if (current) parts.push(current);
  return parts;
}

/** A paragraph, and the heading lines standing over it (joined to it so a search for their words finds it). */
type Paragraph = { headings: string[]; body: string };

/** The page's paragraphs: blank-line separated, inner line breaks joined, headings kept with what follows. */
function paragraphsOf(text: string): Paragraph[] {
  const blocks = text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((block) => normalise(block.replace(/\s*\n\s*/g, " ")))
    .filter(Boolean);
  const paragraphs: Paragraph[] = [];
  let headings: string[] = [];
  for (const block of blocks) {
    const last = paragraphs.at(-1);
    if (!headings.length && last && continues(last.body, block)) {
      last.body += ` ${block}`;
      continue;
    }
    if (isHeading(block)) {
      headings.push(block);
      continue;
    }
    // A "heading" the block goes on from was a line a scan broke off: it is the start of the block.
    const broken = headings.length > 0 && continues(headings.at(-1)!, block);
    paragraphs.push(broken ? { headings: headings.slice(0, -1), body: `${headings.at(-1)} ${block}` } : { headings, body: block });
    headings = [];
  }
  if (headings.length) paragraphs.push({ headings: headings.slice(0, -1), body: headings.at(-1)! });
  return paragraphs;
}

/**
 * Splits pages into paragraphs and numbers them per page, keeping the reading order across
 * the file. A heading stays with the paragraph under it, so a search for the heading's words
 * finds that paragraph, on a line of its own, so a quote can leave it out (see quote-bounds);
 * a sentence broken across blocks is joined again.
 */
export function chunkPages(pages: PageText[]): TextChunk[] {
  const chunks: TextChunk[] = [];
  for (const { page, text, ocrConfidence = null } of pages) {
    for (const [index, { headings, body }] of paragraphsOf(text).entries()) {
      for (const [at, part] of splitLong(body).entries()) {
        const lines = at === 0 ? [...headings, part] : [part];
        chunks.push({ page, paragraph: index + 1, position: chunks.length, text: lines.join("\n"), ocrConfidence });
      }
    }
  }
  return chunks;
}
