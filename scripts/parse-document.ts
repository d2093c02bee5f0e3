/**
 * Reads one untrusted upload in a process of its own, started by lib/oracle/parse-in-child.ts
 * with a heap limit, a watch on its memory and a time limit. It gets one request on the IPC
 * channel, answers with progress messages and one final message, and exits.
 */
import { isAppError } from "@/lib/api/errors";
import type { ParseReply, ParseRequest } from "@/lib/oracle/parse-in-child";
import { checkDocument, readDocument } from "@/lib/oracle/parse-file";
import { UPLOAD_MESSAGES } from "@/lib/oracle/upload-rules";

const reply = (message: ParseReply) => new Promise<void>((resolve) => process.send!(message, undefined, {}, () => resolve()));

async function handle(request: ParseRequest): Promise<ParseReply> {
  const bytes = Buffer.from(request.bytes);
  try {
    if (request.mode === "check") {
      await checkDocument(request.type, bytes);
      return { kind: "checked" };
    }
    const document = await readDocument(request.type, bytes, (percent) => reply({ kind: "progress", percent }));
    return { kind: "read", document };
  } catch (error) {
    if (isAppError(error)) return { kind: "refused", message: error.message };
    console.error("[oracle] reading a file failed", error);
    return { kind: "refused", message: UPLOAD_MESSAGES.corrupt };
  }
}

process.once("message", (request: ParseRequest) => {
  void handle(request)
    .then(reply)
    // The OCR worker thread would keep the process alive.
    .finally(() => process.exit(0));
});
