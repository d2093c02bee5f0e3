import { get, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { isApiError, isSessionExpired, errorMessage } from "@/lib/api/client";
import { lazyToast } from "@/lib/lazy-toast";

/**
 * The one form pattern (README, Architecture): react-hook-form with `zodResolver` and the
 * route's own input schema checks a form in the browser; when the server still refuses it,
 * this puts the answer's `issues` on the fields they name (read by screen readers through
 * FormField's aria-describedby) and focuses the first. Only a refusal that names none of the
 * form's fields becomes a toast, `toastMessage(reason)`; a lapsed session has its own toast.
 */
export function showServerError<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, "getValues" | "setError">,
  error: unknown,
  toastMessage: (reason: string) => string,
) {
  if (isSessionExpired(error)) return;
  const values = form.getValues();
  const onFields = isApiError(error)
    ? Object.entries(error.issues).filter(([field, messages]) => field !== "" && messages.length > 0 && get(values, field) !== undefined)
    : [];
  onFields.forEach(([field, messages], index) => {
    form.setError(field as Path<T>, { type: "server", message: messages.join(" ") }, { shouldFocus: index === 0 });
  });
  if (onFields.length === 0) lazyToast("error", toastMessage(errorMessage(error)));
}
