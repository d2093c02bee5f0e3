"use client";

import { Copy, RefreshCw, Send } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { apiRequest, errorMessage, isSessionExpired } from "@/lib/api/client";
import { renewedOwnerLinkAnswerSchema, sentOwnerReportAnswerSchema } from "@/lib/owner-reports/schemas";

/** The owner's link with the agent's three actions: copy it, renew it (the old one stops working), send the report now. */
export function OwnerLinkActions({ propertyId, url, emailable }: { propertyId: string; url: string; emailable: boolean }) {
  const [link, setLink] = useState(url);
  const [busy, setBusy] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast.success("Owner link copied to clipboard");
    } catch {
      toast.error("Could not copy the link; select and copy it instead.");
    }
  }

  async function run(action: () => Promise<void>, failure: string) {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      if (!isSessionExpired(error)) toast.error(failure, { description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  const renew = () =>
    run(async () => {
      const { url: renewed } = await apiRequest("POST", `/api/showbook/properties/${propertyId}/owner-report/renew`, {
        answer: renewedOwnerLinkAnswerSchema,
      });
      setLink(renewed);
      toast.success("New owner link made; the old one no longer opens the report");
    }, "Could not renew the owner link");

  const send = () =>
    run(async () => {
      await apiRequest("POST", `/api/showbook/properties/${propertyId}/owner-report/send`, { answer: sentOwnerReportAnswerSchema });
      toast.success("The report is on its way to the owner");
    }, "Could not send the report");

  return (
    <div className="flex flex-col gap-2 rounded-md bg-slate-50 p-3">
      <p className="text-sm font-medium text-slate-800">Owner link</p>
      <p className="break-all text-sm text-slate-700" data-testid="owner-report-link">
        {link}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={copy}>
          <Copy /> Copy owner link
        </Button>
        <Button size="sm" variant="outline" onClick={renew} disabled={busy}>
          <RefreshCw /> Renew owner link
        </Button>
        <Button size="sm" variant="outline" onClick={send} disabled={busy || !emailable}>
          <Send /> Send report now
        </Button>
      </div>
      {emailable ? null : <p className="text-xs text-slate-600">The owner has no e-mail address or opted out of e-mails, so no report is sent.</p>}
    </div>
  );
}
