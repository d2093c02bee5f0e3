"use client";

import { Copy } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";

type CopyLetterProps = {
  /** The full letter, copied exactly as shown. */
  letter: string;
  title?: string;
};

/** A sample letter shown in full, with a button that copies it to the clipboard. */
export function CopyLetter({ letter, title = "Sample letter" }: CopyLetterProps) {
  async function copy() {
    try {
      if (!navigator.clipboard?.writeText) throw new Error("Clipboard unavailable");
      await navigator.clipboard.writeText(letter);
      toast.success("Letter copied to clipboard!");
    } catch {
      toast.error("Could not copy the letter");
    }
  }

  return (
    <figure className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <figcaption className="flex flex-col gap-3 border-b border-slate-200 bg-slate-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <span className="font-semibold text-slate-900">{title}</span>
        <Button type="button" onClick={copy} size="sm" className="self-start sm:self-auto">
          <Copy aria-hidden />
          Copy Letter
        </Button>
      </figcaption>
      <pre
        data-testid="sample-letter"
        className="overflow-x-auto whitespace-pre-wrap break-words px-4 py-5 font-sans text-sm leading-6 text-slate-800 sm:px-6"
      >
        {letter}
      </pre>
    </figure>
  );
}
