"use client";

import { useActionState } from "react";
import { decideBookingAction } from "@/app/bookings/approval/[token]/actions";
import { Button } from "@/components/ui/button";
import { useActionToast } from "@/lib/hooks/use-action-toast";

/** One button: the e-mailed link opens this page, and only the click acts, so a mail scanner opening links decides nothing. */
export function DecideBookingForm({ token, decision }: { token: string; decision: "approve" | "decline" }) {
  const [state, action, pending] = useActionState(decideBookingAction, null);
  useActionToast(state);
  const label = decision === "approve" ? "Approve showing" : "Decline showing";
  return (
    <form action={action} className="flex flex-col gap-3">
      <input type="hidden" name="token" value={token} />
      {state && !state.ok ? (
        <p role="alert" className="text-sm text-red-700">
          {state.error}
        </p>
      ) : null}
      <Button type="submit" variant={decision === "approve" ? "default" : "destructive"} disabled={pending} className="self-start">
        {pending ? "Saving..." : label}
      </Button>
    </form>
  );
}
