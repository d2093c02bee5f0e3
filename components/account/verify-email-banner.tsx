"use client";

import { useActionState } from "react";
import { resendVerificationAction } from "@/app/(site)/account/verification-actions";
import { Button } from "@/components/ui/button";
import { useActionToast } from "@/lib/hooks/use-action-toast";

/** A warning only (spec §6): every feature stays usable until the address is verified. */
export function VerifyEmailBanner({ email }: { email: string }) {
  const [state, action, pending] = useActionState(resendVerificationAction, null);
  useActionToast(state);
  return (
    <div role="status" className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between">
      <p>Please verify your e-mail address: we sent a link to {email}.</p>
      <form action={action}>
        <Button type="submit" size="sm" variant="outline" disabled={pending}>
          {pending ? "Sending..." : "Resend verification e-mail"}
        </Button>
      </form>
    </div>
  );
}
