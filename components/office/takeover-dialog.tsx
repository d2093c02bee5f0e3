"use client";

import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/input";
import type { OfficeMemberView } from "@/lib/offices/offices";

/**
 * Asks before a member leaves or is removed; when the office's listings of that member need a new
 * agent, asks who takes them over. `onConfirm` gets the chosen member (or undefined) and reports its own outcome.
 */
export function TakeoverDialog({
  trigger,
  title,
  description,
  confirmLabel,
  candidates,
  askTakeover,
  onConfirm,
}: {
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  candidates: OfficeMemberView[];
  askTakeover: boolean;
  onConfirm: (takeoverUserId: string | undefined) => Promise<boolean>;
}) {
  const [open, setOpen] = useState(false);
  const [takeover, setTakeover] = useState("");
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState(false);

  async function confirm() {
    if (askTakeover && !takeover) {
      setMissing(true);
      return;
    }
    setBusy(true);
    const done = await onConfirm(askTakeover ? takeover : undefined);
    setBusy(false);
    if (done) setOpen(false);
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={title} description={description}>
        <div className="flex flex-col gap-4">
          {askTakeover ? (
            <FormField id="takeover-member" label="Who takes over the office's listings" error={missing ? "Choose a member to take over the office's listings." : undefined}>
              <Select
                id="takeover-member"
                value={takeover}
                onChange={(event) => {
                  setTakeover(event.target.value);
                  setMissing(false);
                }}
                aria-invalid={missing || undefined}
                aria-describedby={missing ? "takeover-member-error" : undefined}
              >
                <option value="">Choose a member</option>
                {candidates.map((member) => (
                  <option key={member.userId} value={member.userId}>
                    {member.email}
                  </option>
                ))}
              </Select>
            </FormField>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={confirm} disabled={busy}>
              {busy ? "Working..." : confirmLabel}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
