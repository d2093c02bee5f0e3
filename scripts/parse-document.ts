/**
 * Reads untrusted uploads in a process apart from the web server, started by
 * lib/oracle/parse-in-child.ts with a heap limit, a watch on its memory and a time limit per
 * file. It loads the readers, says it is ready, then answers each request on the IPC channel
 * (progress messages, then one final message) one at a time, until its parent ends it: a
 * process reading text files is kept for the next one, one reading any other type is ended
 * after its file. Started with ENCODER_FLAG, it runs the sentence encoder instead: it loads the
 * model, then gives the vectors of the texts it is sent (passages, questions).
 */
import { isAppError } from "@/lib/errors";
import { encode, loadEncoder } from "@/lib/oracle/encoder";
import { DOCUMENTS_FLAG, ENCODER_FLAG, type ChildMessage, type ParseReply, type ParseRequest } from "@/lib/oracle/parse-in-child";
import { checkDocument, loadFormats, readDocument } from "@/lib/oracle/parse-file";
import { UPLOAD_MESSAGES } from "@/lib/oracle/upload-rules";

const send = (message: ChildMessage) => new Promise<void>((resolve) => process.send!(message, undefined, {}, () => resolve()));

async function handle(request: ParseRequest): Promise<ParseReply> {
  if (request.mode === "embed") {
    try {
      return { kind: "embedded", vectors: await encode(request.texts) };
    } catch (error) {
      console.error("[oracle] the sentence encoder failed", error);
      return { kind: "embedded", vectors: request.texts.map(() => null) };
    }
  }
  const bytes = Buffer.from(request.bytes);
  try {
    if (request.mode === "check") {
      await checkDocument(request.type, bytes);
      return { kind: "checked" };
    }
    const document = await readDocument(request.type, bytes, (percent) => send({ kind: "progress", percent }));
    return { kind: "read", document };
  } catch (error) {
    if (isAppError(error)) return { kind: "refused", message: error.message };
    console.error("[oracle] reading a file failed", error);
    return { kind: "refused", message: UPLOAD_MESSAGES.corrupt };
  }
}

let working = Promise.resolve();
process.on("message", (request: ParseRequest) => {
  working = working.then(() => handle(request).then(send));
});
// The parent going away ends this process (the OCR worker thread would keep it alive).
process.on("disconnect", () => process.exit(0));
// A process for PDFs, Word files and images loads their readers before it says it is ready,
// then pdf.js meanwhile: a PDF waits only for what is left of that.
if (process.argv.includes(DOCUMENTS_FLAG)) {
  const formats = await loadFormats();
  formats.warmFormats().catch((error) => console.error("[oracle] the readers could not be warmed", error));
}
// The encoder's process loads the model before it says it is ready: a question never waits for it.
if (process.argv.includes(ENCODER_FLAG)) await loadEncoder().catch((error) => console.error("[oracle] the sentence encoder could not be loaded", error));
void send({ kind: "ready" });
