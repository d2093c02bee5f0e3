"use client";

import type { OracleCitation } from "./types";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { citationLabel } from "@/lib/oracle/citations";
import { markQuote } from "@/lib/oracle/mark-quote";

/** A source of an answer; a click shows its passage, with the quoted sentence marked. */
export function CitationButton({ citation }: { citation: OracleCitation }) {
  const label = citationLabel(citation);
  return (
    <Dialog>
      <DialogTrigger className="max-w-full whitespace-normal break-words rounded border text-left [overflow-wrap:anywhere] border-blue-200 bg-blue-50 px-2 py-0.5 text-xs text-blue-800 hover:bg-blue-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600">
        [{citation.marker}] {label}
      </DialogTrigger>
      <DialogContent title={label} description={`Passage ${citation.marker} of the answer, from ${label}`}>
        <blockquote className="whitespace-pre-wrap break-words border-l-4 [overflow-wrap:anywhere] border-blue-200 pl-3 text-sm text-slate-800">
          {markQuote(citation.passage, citation.quote).map((part, index) =>
            part.marked ? (
              <mark key={index} className="rounded bg-yellow-200 px-0.5 text-slate-900">
                {part.text}
              </mark>
            ) : (
              <span key={index}>{part.text}</span>
            ),
          )}
        </blockquote>
      </DialogContent>
    </Dialog>
  );
}
