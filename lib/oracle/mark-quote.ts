/** A piece of a passage, marked when it is (part of) the sentence the answer quotes. */
export type PassagePart = { text: string; marked: boolean };

/**
 * Splits a passage around the sentences of its quote, so the reader sees the quoted words in
 * place. A quote of two sentences that are apart in the passage marks each; a quote not found
 * (an older answer, a changed passage) leaves the passage unmarked.
 */
export function markQuote(passage: string, quote: string | undefined): PassagePart[] {
  const pieces = quote ? [quote, ...quote.split(/(?<=[.!?]["')\]]?)\s+/)] : [];
  const spans: [number, number][] = [];
  for (const piece of pieces) {
    const at = piece.trim() ? passage.indexOf(piece.trim()) : -1;
    if (at < 0) continue;
    const span: [number, number] = [at, at + piece.trim().length];
    if (!spans.some(([start, end]) => span[0] < end && span[1] > start)) spans.push(span);
  }
  spans.sort((a, b) => a[0] - b[0]);
  const parts: PassagePart[] = [];
  let from = 0;
  for (const [start, end] of spans) {
    if (start > from) parts.push({ text: passage.slice(from, start), marked: false });
    parts.push({ text: passage.slice(start, end), marked: true });
    from = end;
  }
  if (from < passage.length) parts.push({ text: passage.slice(from), marked: false });
  return parts;
}
