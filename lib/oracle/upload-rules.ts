/** What the Oracle accepts, and what it says when it does not. */
export const ORACLE_UPLOAD_EXTENSIONS = ["pdf", "txt", "doc", "docx", "jpg", "jpeg", "png"] as const;
export type OracleFileType = (typeof ORACLE_UPLOAD_EXTENSIONS)[number];

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** Files above this size are read by the background job, with progress shown. */
export const INLINE_PARSE_MAX_BYTES = 1024 * 1024;

/** The file input's accept list: a hint for the picker; the server decides by content. */
export const ORACLE_UPLOAD_ACCEPT = ORACLE_UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(",");

/**
 * What reading one upload may take. Files are read in a child process of their own
 * (scripts/parse-document.ts), killed past its time or memory; the caps on pages, pixels and
 * unpacked bytes are checked before the work starts.
 */
export const DOCUMENT_LIMITS = {
  maxPdfPages: 500,
  /** Width × height of an image, or of one image inside a PDF (50 megapixels). */
  maxImagePixels: 50_000_000,
  /** The unpacked size of one compressed part: a PDF stream, or a file inside a .docx. */
  maxPartBytes: 64 * 1024 * 1024,
  /** The unpacked size of all the compressed parts of one file together. */
  maxTotalBytes: 256 * 1024 * 1024,
  /** Files inside a .docx. */
  maxArchiveEntries: 10_000,
  timeMs: 3 * 60 * 1000,
  /** Resident memory of the reading process. */
  memoryMb: 1024,
  /** V8's heap inside it (--max-old-space-size). */
  heapMb: 512,
};

export const UPLOAD_MESSAGES = {
  missing: "Choose a file to upload.",
  empty: "The file is empty.",
  tooLarge: "Files can be at most 20 MB.",
  unsupported: "Only PDF, text, Word (.doc, .docx) and image (.jpg, .jpeg, .png) files can be read, and this file's content is none of them.",
  encrypted: "This PDF is password-protected. Remove the password and upload it again.",
  corrupt: "This file is damaged and cannot be read.",
  noText: "No text could be found in this file.",
  tooManyPages: `This PDF has more than ${DOCUMENT_LIMITS.maxPdfPages} pages. Split it into smaller files and upload them one by one.`,
  tooManyPixels: `This image is larger than ${DOCUMENT_LIMITS.maxImagePixels / 1_000_000} megapixels. Scale it down and upload it again.`,
  unpacksTooLarge: `This file unpacks to more than ${DOCUMENT_LIMITS.maxTotalBytes / 1024 / 1024} MB (or one part of it to more than ${DOCUMENT_LIMITS.maxPartBytes / 1024 / 1024} MB), more than can be read. Upload a smaller file.`,
  tooSlow: `Reading this file took longer than ${DOCUMENT_LIMITS.timeMs / 60_000} minutes, so it was stopped. Split it into smaller files and upload them one by one.`,
  tooMuchMemory: "Reading this file needed more memory than a file may use, so it was stopped. Upload a smaller or simpler file.",
} as const;

export const extensionOf = (name: string) => name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? "";
