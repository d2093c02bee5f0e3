import { AppError } from "@/lib/errors";
import { chunkPages, type TextChunk } from "./chunk-text";
import type { Extracted } from "./document-formats";
import { UPLOAD_MESSAGES, type OracleFileType } from "./upload-rules";

export type ParseProgress = (percent: number) => Promise<void> | void;

/** The readers of the other formats: their libraries (pdf.js, tesseract, sharp, mammoth…) are loaded on first use. */
export const loadFormats = () => import("./document-formats");

/** Checks a file against the caps of its format (text has none beyond the upload's size). */
export async function checkDocument(type: OracleFileType, bytes: Buffer): Promise<void> {
  if (type !== "txt") await (await loadFormats()).checkFormat(type, bytes);
}

async function extractPages(type: OracleFileType, bytes: Buffer, onProgress: ParseProgress): Promise<Extracted> {
  if (type === "txt") return { pages: [{ page: null, text: bytes.toString("utf8") }], ocr: [] };
  return (await loadFormats()).extractFormat(type, bytes, onProgress);
}

/** Tesseract's mean confidence over what OCR read, rounded; null when nothing was read by OCR. */
export const meanConfidence = (read: Extracted["ocr"]) => (read.length ? Math.round(read.reduce((sum, image) => sum + image.confidence, 0) / read.length) : null);

/** Where the time of reading a file went, in milliseconds: checking its caps, extracting its text (OCR included), OCR alone, cutting it into passages. */
export type ReadTimings = { checkMs: number; extractMs: number; ocrMs: number; chunkMs: number };

/** `ocrConfidence`: tesseract's mean confidence (0–100) over the images read by OCR; null when none was. */
export type ReadDocument = { chunks: TextChunk[]; pageCount: number | null; ocrConfidence: number | null; timings: ReadTimings };

/** Checks a file against the caps, then reads it into chunks; a file without text is refused. */
export async function readDocument(type: OracleFileType, bytes: Buffer, onProgress: ParseProgress = () => {}): Promise<ReadDocument> {
  const started = performance.now();
  await checkDocument(type, bytes);
  const checked = performance.now();
  const { pages, ocr } = await extractPages(type, bytes, onProgress);
  const extracted = performance.now();
  const chunks = chunkPages(pages);
  if (!chunks.length) throw new AppError("unprocessable_entity", UPLOAD_MESSAGES.noText);
  const timings = {
    checkMs: checked - started,
    extractMs: extracted - checked,
    ocrMs: ocr.reduce((sum, read) => sum + read.ms, 0),
    chunkMs: performance.now() - extracted,
  };
  return { chunks, pageCount: type === "pdf" ? pages.length : null, ocrConfidence: meanConfidence(ocr), timings };
}
