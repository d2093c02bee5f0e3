/**
 * The readers of PDFs, Word files and images, and the caps those must fit: loaded by a reading
 * process only when it reads one (see parse-file), so one reading only text files starts fast.
 */
import mammoth from "mammoth";
import { extractImages, getDocumentProxy, getResolvedPDFJS } from "unpdf";
import WordExtractor from "word-extractor";
import { AppError } from "@/lib/errors";
import type { PageText } from "./chunk-text";
import { checkDocxLimits, checkImageLimits, checkPdfLimits } from "./document-limits";
import { recognizeText, type Recognized } from "./ocr";
import { meanConfidence, type ParseProgress } from "./parse-file";
import { UPLOAD_MESSAGES, type OracleFileType } from "./upload-rules";

/** Loads pdf.js (unpdf loads it on first use: seconds on a busy machine), so that the first PDF read does not wait for it. */
export async function warmFormats(): Promise<void> {
  await getResolvedPDFJS();
}

/** A page whose text layer has fewer characters than this is treated as scanned and OCR'd. */
const SCANNED_PAGE_MAX_CHARS = 20;

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/** Opens a PDF, turning a password or a broken file into a 422 with words for its owner. */
export async function openPdf(bytes: Uint8Array): Promise<PdfDocument> {
  try {
    // pdf.js takes ownership of the buffer it is given: hand it a copy.
    return await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false });
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === "PasswordException") throw new AppError("unprocessable_entity", UPLOAD_MESSAGES.encrypted);
    throw new AppError("unprocessable_entity", UPLOAD_MESSAGES.corrupt);
  }
}

async function pageText(pdf: PdfDocument, pageNumber: number): Promise<string> {
  const page = await pdf.getPage(pageNumber);
  const content = await page.getTextContent();
  return content.items
    .map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : ""))
    .join("");
}

/** OCR of the images drawn on a page without a text layer (a scan). */
async function ocrPageImages(pdf: PdfDocument, pageNumber: number): Promise<Recognized[]> {
  const images = await extractImages(pdf, pageNumber);
  const read: Recognized[] = [];
  for (const image of images) {
    read.push(await recognizeText({ data: Buffer.from(image.data), width: image.width, height: image.height, channels: image.channels }));
  }
  return read;
}

/** Pages of text, and what OCR read of them (each scanned page keeps its PDF page number). */
export type Extracted = { pages: PageText[]; ocr: Recognized[] };


async function parsePdf(bytes: Uint8Array, onProgress: ParseProgress): Promise<Extracted> {
  const pdf = await openPdf(bytes);
  const pages: PageText[] = [];
  const ocr: Recognized[] = [];
  try {
    for (let page = 1; page <= pdf.numPages; page++) {
      let text = await pageText(pdf, page);
      let ocrConfidence: number | null = null;
      if (text.replace(/\s/g, "").length < SCANNED_PAGE_MAX_CHARS) {
        const scanned = (await ocrPageImages(pdf, page)).filter((image) => image.text.trim());
        if (scanned.length) {
          text = scanned.map((image) => image.text).join("\n\n");
          ocrConfidence = meanConfidence(scanned);
        }
        ocr.push(...scanned);
      }
      pages.push({ page, text, ocrConfidence });
      await onProgress(Math.floor((page / pdf.numPages) * 100));
    }
  } finally {
    await pdf.destroy();
  }
  return { pages, ocr };
}

async function readOrFail<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch {
    throw new AppError("unprocessable_entity", UPLOAD_MESSAGES.corrupt);
  }
}

/**
 * The caps a file must fit before it is read: an openable PDF (not encrypted) of at most
 * so many pages, images and unpacked parts; a .docx whose files unpack within the caps; an
 * image of at most so many pixels.
 */
export async function checkFormat(type: Exclude<OracleFileType, "txt">, bytes: Buffer): Promise<void> {
  switch (type) {
    case "pdf":
      await (await openPdf(bytes)).destroy();
      return checkPdfLimits(bytes);
    case "docx":
      return checkDocxLimits(bytes);
    case "png":
    case "jpg":
    case "jpeg":
      return checkImageLimits(bytes);
    case "doc":
      return;
  }
}

/**
 * The text of a file by pages: PDFs page by page (scanned pages by OCR), Word documents
 * as one page-less document, images by OCR.
 */
export async function extractFormat(type: Exclude<OracleFileType, "txt">, bytes: Buffer, onProgress: ParseProgress): Promise<Extracted> {
  switch (type) {
    case "pdf":
      return parsePdf(bytes, onProgress);
    case "docx": {
      const { value } = await readOrFail(() => mammoth.extractRawText({ buffer: bytes }));
      return { pages: [{ page: null, text: value }], ocr: [] };
    }
    case "doc": {
      const document = await readOrFail(() => new WordExtractor().extract(bytes));
      // Each paragraph mark of a Word 97 file comes out as one line break.
      return { pages: [{ page: null, text: document.getBody().replace(/\n/g, "\n\n") }], ocr: [] };
    }
    case "png":
    case "jpg":
    case "jpeg": {
      const read = await readOrFail(() => recognizeText(bytes));
      return { pages: [{ page: null, text: read.text, ocrConfidence: meanConfidence([read]) }], ocr: [read] };
    }
  }
}

