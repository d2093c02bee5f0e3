"use client";

import { Copy, RefreshCw, Send } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { errorMessage, isSessionExpired } from "@/lib/api/client";

/** The words of one kind of signed link: "Owner" link, "Resident" link, and what sending it does. */
export type SignedLinkWords = {
  /** "Owner link", "Resident link". */
  title: string;
  renewed: string;
  renewFailed: string;
  send: string;
  sent: string;
  sendFailed: string;
  /** Why the link cannot be sent, shown when `canSend` is false. */
  unsendable: string;
};

/** A private signed link with the agent's three actions: copy it, renew it (the old one stops working), send it. */
export function SignedLinkActions({
  url,
  words,
  canSend,
  testId,
  renew,
  send,
}: {
  url: string;
  words: SignedLinkWords;
  canSend: boolean;
  testId: string;
  renew: () => Promise<string>;
  send: () => Promise<unknown>;
}) {
  const [link, setLink] = useState(url);
  const [busy, setBusy] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(`${words.title} copied to clipboard`);
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

  const renewLink = () =>
    run(async () => {
      setLink(await renew());
      toast.success(words.renewed);
    }, words.renewFailed);

  const sendLink = () =>
    run(async () => {
      await send();
      toast.success(words.sent);
    }, words.sendFailed);

  const lower = words.title.toLowerCase();
  return (
    <div className="flex flex-col gap-2 rounded-md bg-slate-50 p-3">
      <p className="text-sm font-medium text-slate-800">{words.title}</p>
      <p className="break-all text-sm text-slate-700" data-testid={testId}>
        {link}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={copy}>
          <Copy /> Copy {lower}
        </Button>
        <Button size="sm" variant="outline" onClick={renewLink} disabled={busy}>
          <RefreshCw /> Renew {lower}
        </Button>
        <Button size="sm" variant="outline" onClick={sendLink} disabled={busy || !canSend}>
          <Send /> {words.send}
        </Button>
      </div>
      {canSend ? null : <p className="text-xs text-slate-600">{words.unsendable}</p>}
    </div>
  );
}
