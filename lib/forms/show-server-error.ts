import { get, set, type FieldErrors, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import type { FieldIssues } from "@/lib/errors";
import { isApiError, isSessionExpired } from "@/lib/api/api-error";
import { errorMessage } from "@/lib/api/error-message";
import { lazyToast } from "@/lib/lazy-toast";

/** A server action's refusal (lib/api/action.ts, ActionState): the route answer's `error` and `issues`. */
type ActionRefusal = { ok: false; error: string; issues?: FieldIssues };

const isActionRefusal = (error: unknown): error is ActionRefusal =>
  typeof error === "object" && error !== null && (error as { ok?: unknown }).ok === false && typeof (error as { error?: unknown }).error === "string";

/** The refusal's reason and the fields it names, whether a route (ApiError) or a server action refused. */
function refusal(error: unknown): { reason: string; issues: FieldIssues } {
  if (isActionRefusal(error)) return { reason: error.error, issues: error.issues ?? {} };
  return { reason: errorMessage(error), issues: isApiError(error) ? error.issues : {} };
}

/**
 * Where a refusal naming none of the form's fields goes: a toast with the text made from its
 * reason, or, given `{ alert }`, the form's own alert (`FormError` of `errors.root.server`).
 */
export type Elsewhere = ((reason: string) => string) | { alert: (reason: string) => string };

/**
 * The one form pattern (docs/architecture.md): react-hook-form with `zodResolver` and the
 * route's or action's own input schema checks a form in the browser; when the server still
 * refuses it (a route's ApiError, or a server action's `{ ok: false, error, issues }`), this
 * puts the refusal's `issues` on the fields they name (read by screen readers through
 * FormField's aria-describedby) and focuses the first. Only a refusal that names none of the
 * form's fields goes `elsewhere`; a lapsed session has its own toast.
 */
/** The refusal's messages for the form's own fields (those of `values`), each field's joined. */
function onFormFields(values: FieldValues, issues: FieldIssues): [string, string][] {
  return Object.entries(issues)
    .filter(([field, messages]) => field !== "" && messages.length > 0 && get(values, field) !== undefined)
    .map(([field, messages]) => [field, messages.join(" ")]);
}

/**
 * A server action's refusal as react-hook-form errors, placed as showServerError places them:
 * for a form rendered with it (a submit before the page's scripts ran), so that every field's
 * message is in the page from its first paint. A refusal only a toast would tell gives none.
 */
export function refusalErrors<T extends FieldValues>(values: T, error: ActionRefusal, elsewhere: Elsewhere): FieldErrors<T> | undefined {
  const fields = onFormFields(values, error.issues ?? {});
  if (fields.length === 0 && typeof elsewhere === "function") return undefined;
  const placed: [string, string][] = fields.length > 0 ? fields : [["root.server", (elsewhere as { alert: (reason: string) => string }).alert(error.error)]];
  const errors: FieldErrors<T> = {};
  for (const [field, message] of placed) set(errors, field, { type: "server", message });
  return errors;
}

export function showServerError<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, "getValues" | "setError">,
  error: unknown,
  elsewhere: Elsewhere,
) {
  if (isSessionExpired(error)) return;
  const { reason, issues } = refusal(error);
  const onFields = onFormFields(form.getValues(), issues);
  onFields.forEach(([field, message], index) => {
    form.setError(field as Path<T>, { type: "server", message }, { shouldFocus: index === 0 });
  });
  if (onFields.length > 0) return;
  if (typeof elsewhere === "function") lazyToast("error", elsewhere(reason));
  else form.setError("root.server", { type: "server", message: elsewhere.alert(reason) });
}
