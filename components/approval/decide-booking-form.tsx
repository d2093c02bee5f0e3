"use client";

import type { ReactNode } from "react";
import { decideBookingAction } from "@/app/(site)/bookings/approval/[token]/actions";
import { Button } from "@/components/ui/button";
import { SignedLinkForm } from "@/components/ui/signed-link-form";

type DecideBookingFormProps = {
  token: string;
  decision: "approve" | "decline";
  /** What is decided: a showing request or a booker's move. */
  noun: "showing" | "move";
  /** How the request was decided, once it is; the link is then used up. */
  decided: string | null;
  /** Shown above the button while the request waits. */
  children?: ReactNode;
};

const statusNote = (message: string) => (
  <p role="status" className="rounded-md bg-slate-100 p-3 text-sm">
    {message}
  </p>
);

/** The agent's one-click Approve or Decline from the approval e-mail; the agent sees what the click did. */
export function DecideBookingForm({ token, decision, noun, decided, children }: DecideBookingFormProps) {
  const label = `${decision === "approve" ? "Approve" : "Decline"} ${noun}`;
  return (
    <SignedLinkForm
      token={token}
      action={decideBookingAction}
      done={statusNote}
      closed={decided ? statusNote(`${decided} This link has already been used or is no longer needed.`) : undefined}
    >
      {(pending) => (
        <>
          {children}
          <Button type="submit" variant={decision === "approve" ? "default" : "destructive"} disabled={pending} className="self-start">
            {pending ? "Saving..." : label}
          </Button>
        </>
      )}
    </SignedLinkForm>
  );
}
