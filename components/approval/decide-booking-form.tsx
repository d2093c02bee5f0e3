"use client";

import { decideBookingAction } from "@/app/bookings/approval/[token]/actions";
import { Button } from "@/components/ui/button";
import { SignedLinkForm } from "@/components/ui/signed-link-form";

/** The agent's one-click Approve or Decline from the approval e-mail. */
export function DecideBookingForm({ token, decision }: { token: string; decision: "approve" | "decline" }) {
  const label = decision === "approve" ? "Approve showing" : "Decline showing";
  return (
    <SignedLinkForm token={token} action={decideBookingAction}>
      {(pending) => (
        <Button type="submit" variant={decision === "approve" ? "default" : "destructive"} disabled={pending} className="self-start">
          {pending ? "Saving..." : label}
        </Button>
      )}
    </SignedLinkForm>
  );
}
