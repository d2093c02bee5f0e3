"use client";

import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { FormField, invalidProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useActionToast } from "@/lib/hooks/use-action-toast";
import { simulateReplyAction } from "./actions";

/** Sends a text "from" a phone, as if replying to our SMS: Y or N answers the agent's open showing request. */
export function SimulateReplyForm({ defaultFrom }: { defaultFrom: string }) {
  const [state, formAction, pending] = useActionState(simulateReplyAction, null);
  useActionToast(state);
  const issues = state && !state.ok ? state.issues : undefined;
  return (
    <section aria-labelledby="simulate-reply" className="mt-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="simulate-reply" className="font-semibold text-slate-900">
        Simulate a text reply
      </h2>
      <p className="mt-1 text-sm text-slate-600">Reply Y or N from the agent&apos;s phone to approve or decline their latest showing request.</p>
      <form action={formAction} className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <FormField id="reply-from" label="From phone" error={issues?.from?.[0]}>
          <Input id="reply-from" name="from" type="tel" defaultValue={defaultFrom} required {...invalidProps("reply-from", issues?.from?.[0])} />
        </FormField>
        <FormField id="reply-body" label="Reply" error={issues?.body?.[0]}>
          <Input id="reply-body" name="body" required maxLength={160} {...invalidProps("reply-body", issues?.body?.[0])} />
        </FormField>
        <Button type="submit" disabled={pending}>
          {pending ? "Sending..." : "Send reply"}
        </Button>
      </form>
      {state && !state.ok && !state.issues ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {state.error}
        </p>
      ) : null}
      {state?.ok && state.data ? (
        <p role="status" aria-label="Answer by text" className="mt-2 rounded-md bg-slate-100 p-3 text-sm">
          {state.data}
        </p>
      ) : null}
    </section>
  );
}
