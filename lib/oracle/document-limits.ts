import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { inflateSync, constants as zlib } from "node:zlib";
import { PDFArray, PDFDocument, PDFName, PDFNumber, PDFRawStream } from "pdf-lib";
import sharp from "sharp";
import yauzl from "yauzl";
import { AppError, isAppError } from "@/lib/errors";
import { DOCUMENT_LIMITS, UPLOAD_MESSAGES } from "./upload-rules";

/**
 * Checks of an upload's size once unpacked, made before it is read: a few compressed bytes
 * can unpack to gigabytes (a "bomb"), and a small image can decode to gigapixels.
 */
export type DocumentLimits = Pick<typeof DOCUMENT_LIMITS, "maxPdfPages" | "maxImagePixels" | "maxPartBytes" | "maxTotalBytes" | "maxArchiveEntries">;

const refuse = (message: string) => new AppError("unprocessable_entity", message);

const FLATE = new Set(["FlateDecode", "Fl"]);

function firstFilter(stream: PDFRawStream): string | undefined {
  const filter = stream.dict.lookup(PDFName.of("Filter"));
  const first = filter instanceof PDFArray ? filter.lookup(0) : filter;
  return first instanceof PDFName ? first.decodeText() : undefined;
}

/** Bytes a zlib stream unpacks to, up to `cap` (more is `cap + 1`); undefined when it is not valid zlib. */
function inflatedSize(bytes: Uint8Array, cap: number): number | undefined {
  try {
    return inflateSync(bytes, { maxOutputLength: cap + 1, finishFlush: zlib.Z_SYNC_FLUSH }).length;
  } catch (error) {
    if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") return cap + 1;
    // A damaged stream is pdf.js's to judge (it reads what it can); it unpacks to little.
    return undefined;
  }
}

/** Pages, the pixels of every image, and the unpacked size of every Flate stream of a PDF. */
export async function checkPdfLimits(bytes: Uint8Array, limits: DocumentLimits = DOCUMENT_LIMITS): Promise<void> {
  const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false }).catch(() => {
    throw refuse(UPLOAD_MESSAGES.corrupt);
  });
  if (pdf.getPageCount() > limits.maxPdfPages) throw refuse(UPLOAD_MESSAGES.tooManyPages);
  let total = 0;
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    if (object.dict.lookup(PDFName.of("Subtype")) === PDFName.of("Image")) {
      const width = object.dict.lookup(PDFName.of("Width"));
      const height = object.dict.lookup(PDFName.of("Height"));
      if (width instanceof PDFNumber && height instanceof PDFNumber && width.asNumber() * height.asNumber() > limits.maxImagePixels) {
        throw refuse(UPLOAD_MESSAGES.tooManyPixels);
      }
    }
    const filter = firstFilter(object);
    if (!filter || !FLATE.has(filter)) continue;
    const size = inflatedSize(object.contents, limits.maxPartBytes) ?? 0;
    total += size;
    if (size > limits.maxPartBytes || total > limits.maxTotalBytes) throw refuse(UPLOAD_MESSAGES.unpacksTooLarge);
  }
}

const discard = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

/**
 * The files of a .docx (a zip): their count, and each one's unpacked size as the central
 * directory declares it before it is unpacked (and thrown away), which fails as soon as a
 * file unpacks to more than it declared.
 */
export async function checkDocxLimits(bytes: Buffer, limits: DocumentLimits = DOCUMENT_LIMITS): Promise<void> {
  const zip = await yauzl.fromBufferPromise(bytes, { validateEntrySizes: true }).catch(() => {
    throw refuse(UPLOAD_MESSAGES.corrupt);
  });
  if (zip.entryCount > limits.maxArchiveEntries) throw refuse(UPLOAD_MESSAGES.unpacksTooLarge);
  let declared = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      declared += entry.uncompressedSize;
      if (entry.uncompressedSize > limits.maxPartBytes || declared > limits.maxTotalBytes) throw refuse(UPLOAD_MESSAGES.unpacksTooLarge);
      if (!entry.fileName.endsWith("/")) await pipeline(await zip.openReadStreamPromise(entry), discard());
    }
  } catch (error) {
    throw isAppError(error) ? error : refuse(UPLOAD_MESSAGES.corrupt);
  } finally {
    zip.close();
  }
}

/** An image's width × height, read from its header without decoding it. */
export async function checkImageLimits(bytes: Buffer, limits: DocumentLimits = DOCUMENT_LIMITS): Promise<void> {
  // Only the header is read: sharp's own pixel cap (for decoding) would call a flood "damaged".
  const { width, height } = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw refuse(UPLOAD_MESSAGES.corrupt);
    });
  if (!width || !height) throw refuse(UPLOAD_MESSAGES.corrupt);
  if (width * height > limits.maxImagePixels) throw refuse(UPLOAD_MESSAGES.tooManyPixels);
}
