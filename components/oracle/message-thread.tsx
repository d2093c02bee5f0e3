"use client";

import { FileText, LoaderCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { cn } from "@/lib/utils";
import { CitationButton } from "./citation-button";
import type { ThreadMessage } from "./types";

export function MessageThread({ messages, loading }: { messages: ThreadMessage[]; loading: boolean }) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [messages]);

  if (loading) {
    return (
      <p className="flex flex-1 items-center justify-center gap-2 text-sm text-slate-600" role="status">
        <LoaderCircle aria-hidden className="size-4 animate-spin" /> Loading conversation...
      </p>
    );
  }
  if (!messages.length) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-2 p-6 text-center text-sm text-slate-600">
        <FileText aria-hidden className="size-8 text-slate-400" />
        <p>Upload a PDF, Word, text or image file and ask a question about it.</p>
        <p>Every answer names the file and page it comes from.</p>
      </div>
    );
  }
  return (
    <ol ref={list} aria-label="Messages" className="flex flex-1 flex-col gap-4 overflow-y-auto p-4">
      {messages.map((message) => (
        <li
          key={message.id}
          aria-label={message.role === "user" ? "Your message" : "Oracle's answer"}
          className={cn(
            "max-w-[90%] rounded-lg px-4 py-3 text-sm",
            message.role === "user" ? "self-end bg-blue-700 text-white" : "self-start border border-slate-200 bg-white text-slate-900",
            message.state === "error" && "border-red-200 bg-red-50 text-red-800",
          )}
        >
          {message.attachments.length ? (
            <p className="mb-1 text-xs opacity-80">Files: {message.attachments.map((file) => file.name).join(", ")}</p>
          ) : null}
          <p className="whitespace-pre-wrap break-words">
            {message.content}
            {message.state === "streaming" ? <span className="ml-1 animate-pulse" aria-hidden>▍</span> : null}
          </p>
          {message.citations.length ? (
            <div className="mt-3 flex flex-wrap gap-2" aria-label="Sources" role="group">
              {message.citations.map((citation) => (
                <CitationButton key={`${citation.marker}-${citation.chunkId}`} citation={citation} />
              ))}
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
