"use client";

import type { ReactNode } from "react";
import { answerConfirmationAction } from "@/app/(site)/confirm-showing/[token]/actions";
import { Button } from "@/components/ui/button";
import { SignedLinkForm } from "@/components/ui/signed-link-form";

const statusNote = (message: string) => (
  <p role="status" className="rounded-md bg-slate-100 p-3 text-sm">
    {message}
  </p>
);

/** The resident's or owner's Confirm or Decline from their e-mailed link; each button posts its answer once. */
export function ConfirmShowingForm({ token, closed, children }: { token: string; closed: string | null; children?: ReactNode }) {
  return (
    <SignedLinkForm token={token} action={answerConfirmationAction} done={statusNote} closed={closed ? statusNote(closed) : undefined}>
      {(pending) => (
        <>
          {children}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" name="answer" value="confirmed" disabled={pending}>
              {pending ? "Saving..." : "Confirm showing"}
            </Button>
            <Button type="submit" name="answer" value="declined" variant="destructive" disabled={pending}>
              Decline showing
            </Button>
          </div>
        </>
      )}
    </SignedLinkForm>
  );
}
