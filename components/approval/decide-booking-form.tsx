"use client";

import { useActionState, type ReactNode } from "react";
import { decideBookingAction } from "@/app/bookings/approval/[token]/actions";
import { Button } from "@/components/ui/button";
import { useActionToast } from "@/lib/hooks/use-action-toast";

type DecideBookingFormProps = {
  token: string;
  decision: "approve" | "decline";
  /** How the request was decided, once it is; the link is then used up. */
  decided: string | null;
  /** Shown above the button while the request waits. */
  children?: ReactNode;
};

/**
 * One button: the e-mailed link opens this page, and only the click acts, so a mail scanner
 * opening links decides nothing. It stays mounted when the page refreshes after the click, so
 * the agent sees what their click did; a link opened again says it was used.
 */
export function DecideBookingForm({ token, decision, decided, children }: DecideBookingFormProps) {
  const [state, action, pending] = useActionState(decideBookingAction, null);
  useActionToast(state);
  if (decided) {
    return (
      <p role="status" className="rounded-md bg-slate-100 p-3 text-sm">
        {state?.ok ? state.message : `${decided} This link has already been used or is no longer needed.`}
      </p>
    );
  }
  const label = decision === "approve" ? "Approve showing" : "Decline showing";
  return (
    <>
      {children}
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
    </>
  );
}
