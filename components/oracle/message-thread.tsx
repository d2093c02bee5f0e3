"use client";

import { FileText, LoaderCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { citedSentences } from "@/lib/oracle/citations";
import { cn } from "@/lib/utils";
import { CitationButton } from "./citation-button";
import type { ThreadMessage } from "./types";

/**
 * A model's answer by paragraphs: each sentence citing a passage it was given reads as usual;
 * one citing none (or only passages it was not given) is marked uncited, never shown as fact.
 */
function WrittenAnswer({ message }: { message: ThreadMessage }) {
  const sentences = citedSentences(message.content, message.citations);
  const paragraphs = [...new Set(sentences.map((sentence) => sentence.paragraph))];
  return (
    <>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className="mb-2 break-words [overflow-wrap:anywhere] last:mb-0">
          {sentences
            .filter((sentence) => sentence.paragraph === paragraph)
            .map((sentence, index) =>
              sentence.cited ? (
                <span key={index}>{sentence.text} </span>
              ) : (
                <span key={index} className="text-slate-500">
                  <span className="italic">{sentence.text}</span>{" "}
                  <span className="rounded bg-amber-100 px-1 text-xs not-italic text-amber-900">uncited</span>{" "}
                </span>
              ),
            )}
        </p>
      ))}
    </>
  );
}

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
    <ol ref={list} aria-label="Messages" className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto overflow-x-hidden p-3 sm:p-4">
      {messages.map((message) => (
        <li
          key={message.id}
          aria-label={message.role === "user" ? "Your message" : "Oracle's answer"}
          className={cn(
            "min-w-0 max-w-[90%] rounded-lg px-4 py-3 text-sm",
            message.role === "user" ? "self-end bg-blue-700 text-white" : "self-start border border-slate-200 bg-white text-slate-900",
            message.state === "error" && "border-red-200 bg-red-50 text-red-800",
          )}
        >
          {message.attachments.length ? (
            <p className="mb-1 break-words text-xs opacity-80 [overflow-wrap:anywhere]">Files: {message.attachments.map((file) => file.name).join(", ")}</p>
          ) : null}
          {message.model && !message.state ? (
            <WrittenAnswer message={message} />
          ) : (
            <p className="whitespace-pre-wrap break-words [overflow-wrap:anywhere]">
              {message.content}
              {message.state === "streaming" ? <span className="ml-1 animate-pulse" aria-hidden>▍</span> : null}
            </p>
          )}
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
