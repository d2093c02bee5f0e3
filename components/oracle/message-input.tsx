"use client";

import { LoaderCircle, Paperclip, SendHorizontal, X } from "lucide-react";
import { useRef, useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/input";
import { composerKeyAction } from "@/lib/oracle/composer-keys";
import { ORACLE_UPLOAD_ACCEPT } from "@/lib/oracle/upload-rules";
import { cn } from "@/lib/utils";
import type { PendingFile } from "./types";

type Props = {
  files: PendingFile[];
  sending: boolean;
  onSend: (message: string) => Promise<boolean>;
  onUpload: (file: File) => void;
  onRemoveFile: (file: PendingFile) => void;
};

const reading = (file: PendingFile) => file.status === "uploading" || file.status === "queued" || file.status === "processing";

function fileStatus(file: PendingFile): string {
  if (file.status === "ready") return file.ocrConfidence == null ? "ready" : `ready · Read by OCR · confidence ${file.ocrConfidence} %`;
  if (file.status === "failed") return `could not be read: ${file.error ?? "unknown error"}`;
  if (file.status === "uploading") return "uploading…";
  return `reading… ${file.progress}%`;
}

/**
 * The message box: Enter sends, Shift+Enter adds a newline; files are uploaded as soon as they
 * are chosen. A file still being read can be cancelled and never holds up the box: a message
 * sent meanwhile goes with the files that are ready.
 */
export function MessageInput({ files, sending, onSend, onUpload, onRemoveFile }: Props) {
  const [message, setMessage] = useState("");
  const picker = useRef<HTMLInputElement>(null);
  async function send() {
    if (sending || !message.trim()) return;
    if (await onSend(message.trim())) setMessage("");
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    const action = composerKeyAction({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing }, message);
    if (action === "default") return;
    event.preventDefault();
    if (action === "send") void send();
  }

  return (
    <form
      className="border-t border-slate-200 bg-white p-3"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {files.length ? (
        <ul aria-label="Attached files" className="mb-2 flex flex-wrap gap-2">
          {files.map((file) => (
            <li
              key={file.id}
              className={cn(
                "flex min-w-0 max-w-full items-center gap-2 rounded-2xl py-1 pl-3 pr-1 text-xs",
                file.status === "failed" ? "bg-red-50 text-red-800" : "bg-slate-100 text-slate-800",
              )}
            >
              <span className="min-w-0 break-words [overflow-wrap:anywhere]">
                {file.name} — {fileStatus(file)}
              </span>
              {reading(file) ? (
                <progress
                  aria-label={`Reading ${file.name}`}
                  className="h-1.5 w-16 shrink-0 accent-blue-700"
                  max={100}
                  {...(file.status === "uploading" ? {} : { value: file.progress })}
                />
              ) : null}
              <button
                type="button"
                aria-label={reading(file) ? `Cancel ${file.name}` : `Remove ${file.name}`}
                className="flex shrink-0 items-center gap-1 rounded-full px-1.5 py-1 hover:bg-slate-200"
                onClick={() => onRemoveFile(file)}
              >
                {reading(file) ? "Cancel" : null}
                <X aria-hidden className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex items-end gap-2">
        <input
          ref={picker}
          type="file"
          accept={ORACLE_UPLOAD_ACCEPT}
          className="sr-only"
          aria-label="Upload file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) onUpload(file);
          }}
        />
        <Button type="button" variant="outline" size="icon" className="shrink-0" aria-label="Attach a file" onClick={() => picker.current?.click()}>
          <Paperclip aria-hidden />
        </Button>
        <Textarea
          aria-label="Message"
          placeholder="Ask about your documents…"
          rows={2}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          onKeyDown={onKeyDown}
          className="max-h-48 min-w-0 flex-1 resize-y"
        />
        <Button type="submit" size="icon" className="shrink-0" aria-label="Send" disabled={sending || !message.trim()}>
          {sending ? <LoaderCircle aria-hidden className="animate-spin" /> : <SendHorizontal aria-hidden />}
        </Button>
      </div>
    </form>
  );
}
