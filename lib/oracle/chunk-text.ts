import { splitSentences } from "./sentences";

/** Text of one page of a document; `page` is null for formats without pages. */
export type PageText = { page: number | null; text: string };

export type TextChunk = { page: number | null; paragraph: number; position: number; text: string };

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

/** The page's paragraphs: blank-line separated, inner line breaks joined, headings joined to what follows. */
function paragraphsOf(text: string): string[] {
  const blocks = text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((block) => normalise(block.replace(/\s*\n\s*/g, " ")))
    .filter(Boolean);
  const paragraphs: string[] = [];
  let heading = "";
  for (const block of blocks) {
    if (!heading && paragraphs.length && continues(paragraphs[paragraphs.length - 1], block)) {
      paragraphs[paragraphs.length - 1] += ` ${block}`;
      continue;
    }
    if (isHeading(block)) {
      heading = heading ? `${heading} ${block}` : block;
      continue;
    }
    paragraphs.push(heading ? `${heading} ${block}` : block);
    heading = "";
  }
  if (heading) paragraphs.push(heading);
  return paragraphs;
}

/**
 * Splits pages into paragraphs and numbers them per page, keeping the reading order across
 * the file. A heading stays with the paragraph under it, so a search for the heading's words
 * finds that paragraph; a sentence broken across blocks is joined again.
 */
export function chunkPages(pages: PageText[]): TextChunk[] {
  const chunks: TextChunk[] = [];
  for (const { page, text } of pages) {
    for (const [index, block] of paragraphsOf(text).entries()) {
      for (const part of splitLong(block)) {
        chunks.push({ page, paragraph: index + 1, position: chunks.length, text: part });
      }
    }
  }
  return chunks;
}
