"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { startTransition, useActionState, useEffect, useEffectEvent, useState } from "react";
import { useForm, type DefaultValues, type FieldValues } from "react-hook-form";
import type { z } from "zod";
import type { ActionState } from "@/lib/api/action";
import { lazyToast } from "@/lib/lazy-toast";
import { refusalErrors, showServerError, type Elsewhere } from "./show-server-error";

type ServerAction<T> = (previous: ActionState<T>, input: FormData | Record<string, unknown>) => Promise<ActionState<T>>;

/**
 * The form pattern (show-server-error.ts) for a server action: react-hook-form checks the form
 * with the action's own `schema` and sends the parsed values; the action's refusal goes on its
 * fields (the rest `elsewhere`), its success message in a toast. The form also keeps the action
 * as its `action` attribute (at `permalink`, where given), so a submit before hydration still
 * posts; its outcome is shown once the page has hydrated. `judgedByServer` names the refused
 * forms the action still sees, for a check only the server can make (the password's strength
 * needs a dictionary the page does not load): it reports every field's problem in one answer.
 * `onOutcome` follows each outcome once it is shown (to refresh the page, or clear a field).
 */
export function useActionForm<Input extends FieldValues, Output extends FieldValues, T>({
  action,
  schema,
  defaultValues,
  permalink,
  elsewhere,
  judgedByServer,
  onOutcome,
}: {
  action: ServerAction<T>;
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  permalink?: string;
  elsewhere: Elsewhere;
  judgedByServer?: (values: Input) => boolean;
  onOutcome?: (outcome: NonNullable<ActionState<T>>) => void;
}) {
  const [state, formAction, pending] = useActionState(action, null, permalink);
  // A form the server rendered with its action's refusal (sent before the page's scripts ran, or
  // without them) shows every field's message in that very HTML.
  const [renderedErrors] = useState(() => (state?.ok === false ? refusalErrors(defaultValues as Input, state, elsewhere) : undefined));
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues, errors: renderedErrors });
  const settle = useEffectEvent((outcome: ActionState<T>) => {
    if (!outcome) return;
    if (!outcome.ok) showServerError(form, outcome, elsewhere);
    else if (outcome.message) lazyToast("success", outcome.message);
    onOutcome?.(outcome);
  });
  useEffect(() => settle(state), [state]);
  const submit = form.handleSubmit(
    (values) => startTransition(() => formAction(values)),
    () => {
      const values = form.getValues();
      if (judgedByServer?.(values)) startTransition(() => formAction(values));
    },
  );
  return { form, formAction, submit, pending };
}
