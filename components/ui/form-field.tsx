import type { ReactNode } from "react";
import { FieldError, Label } from "./input";

/** A label, its control and the control's error messages; the control should carry `id`. */
export function FormField({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldError id={`${id}-error`} messages={error ? [error] : undefined} />
    </div>
  );
}

/** aria props tying a control to its FormField error. */
export const invalidProps = (id: string, error?: string) =>
  error ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {};

/** A refusal of the whole form (`errors.root.server`, see showServerError's "form"), above its button. */
export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
      {message}
    </p>
  );
}
