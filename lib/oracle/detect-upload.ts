import { fileTypeFromBuffer } from "file-type";
import { AppError } from "@/lib/errors";
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, extensionOf, type OracleFileType } from "./upload-rules";

function isPlainText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * The upload's type, decided by its content (magic bytes), never by its name alone. Text
 * has no signature, so a .txt must be valid UTF-8 without NUL bytes. Whether the content
 * can be opened (a password, a broken file) is found by the reading process.
 */
export async function detectUploadType(name: string, bytes: Buffer): Promise<OracleFileType> {
  if (bytes.length === 0) throw new AppError("bad_request", UPLOAD_MESSAGES.empty);
  if (bytes.length > MAX_UPLOAD_BYTES) throw new AppError("payload_too_large", UPLOAD_MESSAGES.tooLarge);
  const detected = await fileTypeFromBuffer(bytes);
  const declared = extensionOf(name);
  let type: OracleFileType | undefined;
  switch (detected?.ext) {
    case "pdf":
    case "docx":
    case "png":
      type = detected.ext;
      break;
    case "jpg":
      type = declared === "jpeg" ? "jpeg" : "jpg";
      break;
    case "cfb":
      // An OLE container: Word 97-2003 when named so; word-extractor refuses other kinds.
      if (declared === "doc") type = "doc";
      break;
    case undefined:
      if (declared === "txt" && isPlainText(bytes)) type = "txt";
      break;
  }
  if (!type) throw new AppError("unprocessable_entity", UPLOAD_MESSAGES.unsupported);
  return type;
}
