"use client";

import { useActionState, type ReactNode } from "react";
import type { ActionState } from "@/lib/api/action";
import { useActionToast } from "@/lib/hooks/use-action-toast";

type TokenAction<T> = (state: ActionState<T>, formData: FormData) => Promise<ActionState<T>>;

/**
 * The page behind an e-mailed, signed link acts only on a click, so a mail scanner opening
 * the link changes nothing. Posts the link's token to `action`; shows its error and a toast.
 */
export function SignedLinkForm<T>({
  token,
  action,
  children,
  done,
  closed,
}: {
  token: string;
  action: TokenAction<T>;
  children: (pending: boolean) => ReactNode;
  /** What the page shows once the click succeeded (it stays mounted when the page refreshes). */
  done?: (message: string) => ReactNode;
  /** Shown instead of the form when the link was used before this visit. */
  closed?: ReactNode;
}) {
  const [state, formAction, pending] = useActionState(action, null);
  useActionToast(state);
  if (state?.ok && done) return done(state.message ?? "");
  if (closed) return closed;
  return (
    <form action={formAction} className="flex flex-col gap-3">
      <input type="hidden" name="token" value={token} />
      {state && !state.ok ? (
        <p role="alert" className="text-sm text-red-700">
          {state.error}
        </p>
      ) : null}
      {children(pending)}
    </form>
  );
}
