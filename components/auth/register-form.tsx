"use client";

import Link from "next/link";
import { registerAction } from "@/app/(site)/(auth)/actions";
import { Button } from "@/components/ui/button";
import { FormError, FormField, invalidProps } from "@/components/ui/form-field";
import { FieldError, Input, Label } from "@/components/ui/input";
import { generateAnonymousUsername } from "@/lib/auth/anonymous-username";
import { PASSWORD_MIN, registerFormSchema } from "@/lib/auth/schemas";
import { useActionForm } from "@/lib/forms/use-action-form";

export function RegisterForm({ initialUsername, callbackUrl }: { initialUsername: string; callbackUrl?: string }) {
  // The permalink is the form's action attribute before hydration (React otherwise writes an invalid action="").
  const { form, formAction, submit, pending } = useActionForm({
    action: registerAction,
    schema: registerFormSchema,
    defaultValues: { email: "", password: "", anonymousUsername: initialUsername, callbackUrl },
    permalink: "/register",
    elsewhere: { alert: (reason) => reason },
    // The password's strength is judged by the server alone: a long enough one goes there with the
    // form's other problems, so one submit reports them all.
    judgedByServer: ({ password }) => password.length >= PASSWORD_MIN,
  });
  const { register, formState, setValue } = form;
  const errors = formState.errors;

  return (
    <form action={formAction} onSubmit={submit} className="flex flex-col gap-4" noValidate>
      {callbackUrl ? <input type="hidden" {...register("callbackUrl")} /> : null}
      <FormField id="email" label="Email" error={errors.email?.message}>
        <Input id="email" type="email" autoComplete="email" required {...register("email")} {...invalidProps("email", errors.email?.message)} />
      </FormField>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="password">Password</Label>
        <Input
          id="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          {...register("password")}
          aria-invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? "password-error" : "password-hint"}
        />
        <p id="password-hint" className="text-xs text-slate-600">
          At least 8 characters, and not a common or easily guessed password.
        </p>
        <FieldError id="password-error" messages={errors.password?.message ? [errors.password.message] : undefined} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="anonymousUsername">Anonymous username</Label>
        <div className="flex gap-2">
          <Input
            id="anonymousUsername"
            readOnly
            {...register("anonymousUsername")}
            aria-invalid={Boolean(errors.anonymousUsername)}
            aria-describedby={errors.anonymousUsername ? "username-error" : undefined}
            className="bg-slate-100"
          />
          <Button type="button" variant="outline" onClick={() => setValue("anonymousUsername", generateAnonymousUsername(), { shouldValidate: formState.isSubmitted })}>
            New Name
          </Button>
        </div>
        <FieldError id="username-error" messages={errors.anonymousUsername?.message ? [errors.anonymousUsername.message] : undefined} />
      </div>
      <p className="rounded-md bg-slate-100 p-3 text-xs leading-5 text-slate-700">
        <strong>Communication notice:</strong> by registering you agree to receive SMS and email messages about
        your account and showings. Essential SMS and email notices cannot be disabled; reply STOP to opt out of
        other text messages. Message and data rates may apply. You must be 18 or older.
      </p>
      <FormError message={errors.root?.server?.message} />
      <Button type="submit" disabled={pending}>
        {pending ? "Creating account..." : "Register"}
      </Button>
      <p className="text-center text-sm text-slate-600">
        By registering you accept the{" "}
        <Link href="/terms" className="text-blue-700 underline">
          Terms of Service
        </Link>
        . Already have an account?{" "}
        <Link href={callbackUrl ? `/login?callbackUrl=${encodeURIComponent(callbackUrl)}` : "/login"} className="font-medium text-blue-700 underline">
          Login
        </Link>
      </p>
    </form>
  );
}
