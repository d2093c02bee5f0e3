"use client";

import { Copy } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/input";
import { embedSnippet } from "@/lib/embed/embed";

/** The booking widget's snippet for the agent's own website, to copy. */
export function EmbedSnippet({ appUrl, slug }: { appUrl: string; slug: string }) {
  const snippet = embedSnippet(appUrl, slug);
  const id = `embed-${slug}`;
  async function copy() {
    try {
      await navigator.clipboard.writeText(snippet);
      toast.success("Widget code copied to clipboard");
    } catch {
      toast.error("Could not copy the code; select and copy it instead.");
    }
  }
  return (
    <details className="rounded-md bg-slate-50 p-3">
      <summary className="cursor-pointer text-sm font-medium text-slate-800">Booking widget for your website</summary>
      <label htmlFor={id} className="mt-2 block text-xs text-slate-600">
        Paste this where the booking form should appear; it fits its height to the form.
      </label>
      <Textarea id={id} readOnly value={snippet} rows={4} className="mt-1 font-mono text-xs" />
      <Button size="sm" variant="outline" className="mt-2" onClick={copy}>
        <Copy /> Copy Widget Code
      </Button>
    </details>
  );
}
