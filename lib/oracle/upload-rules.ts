/** What the Oracle accepts, and what it says when it does not. */
export const ORACLE_UPLOAD_EXTENSIONS = ["pdf", "txt", "doc", "docx", "jpg", "jpeg", "png"] as const;
export type OracleFileType = (typeof ORACLE_UPLOAD_EXTENSIONS)[number];

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** Files above this size are read by the background job, with progress shown. */
export const INLINE_PARSE_MAX_BYTES = 1024 * 1024;

/** The file input's accept list: a hint for the picker; the server decides by content. */
export const ORACLE_UPLOAD_ACCEPT = ORACLE_UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(",");

export const UPLOAD_MESSAGES = {
  missing: "Choose a file to upload.",
  empty: "The file is empty.",
  tooLarge: "Files can be at most 20 MB.",
  unsupported: "Only PDF, text, Word (.doc, .docx) and image (.jpg, .jpeg, .png) files can be read, and this file's content is none of them.",
  encrypted: "This PDF is password-protected. Remove the password and upload it again.",
  corrupt: "This file is damaged and cannot be read.",
  noText: "No text could be found in this file.",
} as const;

export const extensionOf = (name: string) => name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? "";
