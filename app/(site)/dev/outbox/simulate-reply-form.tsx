"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormError, FormField, invalidProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useActionForm } from "@/lib/forms/use-action-form";
import { simulateReplyAction } from "./actions";
import { replySchema } from "./reply-schema";

/** Sends a text "from" a phone, as if replying to our SMS: Y or N answers the agent's open showing request. */
export function SimulateReplyForm({ defaultFrom }: { defaultFrom: string }) {
  const [answer, setAnswer] = useState("");
  const { form, formAction, submit, pending } = useActionForm({
    action: simulateReplyAction,
    schema: replySchema,
    defaultValues: { from: defaultFrom, body: "" },
    elsewhere: { alert: (reason) => reason },
    // The answer by text is the last reply's; an accepted reply starts the form again from its defaults.
    onOutcome: (outcome) => {
      setAnswer(outcome.ok ? outcome.data : "");
      if (outcome.ok) form.reset();
    },
  });
  const { errors } = form.formState;
  return (
    <section aria-labelledby="simulate-reply" className="mt-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="simulate-reply" className="font-semibold text-slate-900">
        Simulate a text reply
      </h2>
      <p className="mt-1 text-sm text-slate-600">Reply Y or N from the agent&apos;s phone to approve or decline their latest showing request.</p>
      <form action={formAction} onSubmit={submit} className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <FormField id="reply-from" label="From phone" error={errors.from?.message}>
          <Input id="reply-from" type="tel" required {...form.register("from")} {...invalidProps("reply-from", errors.from?.message)} />
        </FormField>
        <FormField id="reply-body" label="Reply" error={errors.body?.message}>
          <Input id="reply-body" required maxLength={160} {...form.register("body")} {...invalidProps("reply-body", errors.body?.message)} />
        </FormField>
        <Button type="submit" disabled={pending}>
          {pending ? "Sending..." : "Send reply"}
        </Button>
      </form>
      <div className="mt-2">
        <FormError message={errors.root?.server?.message} />
      </div>
      {answer ? (
        <p role="status" aria-label="Answer by text" className="mt-2 rounded-md bg-slate-100 p-3 text-sm">
          {answer}
        </p>
      ) : null}
    </section>
  );
}
