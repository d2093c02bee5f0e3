/** Text of one page of a document; `page` is null for formats without pages. */
export type PageText = { page: number | null; text: string };

export type TextChunk = { page: number | null; paragraph: number; position: number; text: string };

/** Passages longer than this are split at sentence ends, so a citation points at a readable span. */
export const MAX_CHUNK_CHARS = 1200;

const normalise = (text: string) => text.replace(/[ \t\u00a0]+/g, " ").trim();

function splitLong(paragraph: string): string[] {
  if (paragraph.length <= MAX_CHUNK_CHARS) return [paragraph];
  const sentences = paragraph.match(/[^.!?]+(?:[.!?]+|$)/g) ?? [paragraph];
  const parts: string[] = [];
  let current = "";
  for (const sentence of sentences) {
    if (current && current.length + sentence.length > MAX_CHUNK_CHARS) {
      parts.push(current.trim());
      current = "";
    }
    current += sentence;
    while (current.length > MAX_CHUNK_CHARS) {
      parts.push(current.slice(0, MAX_CHUNK_CHARS).trim());
      current = current.slice(MAX_CHUNK_CHARS);
    }
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

/**
 * Splits pages into paragraphs (blank-line separated; single line breaks inside a paragraph
 * are joined) and numbers them per page, keeping the reading order across the file.
 */
export function chunkPages(pages: PageText[]): TextChunk[] {
  const chunks: TextChunk[] = [];
  for (const { page, text } of pages) {
    const paragraphs = text
      .replace(/\r\n?/g, "\n")
      .split(/\n\s*\n/)
      .map((block) => normalise(block.replace(/\s*\n\s*/g, " ")))
      .filter(Boolean);
    let paragraph = 0;
    for (const block of paragraphs) {
      paragraph += 1;
      for (const part of splitLong(block)) {
        chunks.push({ page, paragraph, position: chunks.length, text: part });
      }
    }
  }
  return chunks;
}
