"use client";

import { useActionState } from "react";
import { optOutAction } from "@/app/owner-notices/[token]/actions";
import { Button } from "@/components/ui/button";
import { useActionToast } from "@/lib/hooks/use-action-toast";

/** The opt-out takes a click, so a mail scanner opening the link changes nothing. */
export function OwnerOptOutForm({ token }: { token: string }) {
  const [state, action, pending] = useActionState(optOutAction, null);
  useActionToast(state);
  if (state?.ok) {
    return (
      <p role="status" className="rounded-md bg-slate-100 p-3 text-sm">
        {state.message}
      </p>
    );
  }
  return (
    <form action={action} className="flex flex-col gap-3">
      <input type="hidden" name="token" value={token} />
      {state && !state.ok ? (
        <p role="alert" className="text-sm text-red-700">
          {state.error}
        </p>
      ) : null}
      <Button type="submit" disabled={pending} className="self-start">
        {pending ? "Saving..." : "Stop showing notices"}
      </Button>
    </form>
  );
}
