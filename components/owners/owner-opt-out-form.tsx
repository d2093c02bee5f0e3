"use client";

import { optOutAction } from "@/app/(site)/owner-notices/[token]/actions";
import { Button } from "@/components/ui/button";
import { SignedLinkForm } from "@/components/ui/signed-link-form";

/** The owner's opt-out from showing notices, from the link in each notice. */
export function OwnerOptOutForm({ token }: { token: string }) {
  return (
    <SignedLinkForm
      token={token}
      action={optOutAction}
      done={(message) => (
        <p role="status" className="rounded-md bg-slate-100 p-3 text-sm">
          {message}
        </p>
      )}
    >
      {(pending) => (
        <Button type="submit" disabled={pending} className="self-start">
          {pending ? "Saving..." : "Stop showing notices"}
        </Button>
      )}
    </SignedLinkForm>
  );
}
