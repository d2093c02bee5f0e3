"use client";

import Link from "next/link";
import { loginAction } from "@/app/(site)/(auth)/actions";
import { Button } from "@/components/ui/button";
import { FormError, FormField, invalidProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { loginSchema } from "@/lib/auth/schemas";
import { useActionForm } from "@/lib/forms/use-action-form";

export function LoginForm({ callbackUrl }: { callbackUrl?: string }) {
  // The permalink is the form's action attribute before hydration (React otherwise writes an invalid action="").
  const { form, formAction, submit, pending } = useActionForm({
    action: loginAction,
    schema: loginSchema,
    defaultValues: { email: "", password: "", callbackUrl },
    permalink: "/login",
    elsewhere: { alert: (reason) => reason },
  });
  const { register, formState } = form;
  const errors = formState.errors;

  return (
    <form action={formAction} onSubmit={submit} className="flex flex-col gap-4" noValidate>
      {callbackUrl ? <input type="hidden" {...register("callbackUrl")} /> : null}
      <FormField id="email" label="Email" error={errors.email?.message}>
        <Input id="email" type="email" autoComplete="email" required {...register("email")} {...invalidProps("email", errors.email?.message)} />
      </FormField>
      <FormField id="password" label="Password" error={errors.password?.message}>
        <Input
          id="password"
          type="password"
          autoComplete="current-password"
          required
          {...register("password")}
          {...invalidProps("password", errors.password?.message)}
        />
      </FormField>
      <FormError message={errors.root?.server?.message} />
      <Button type="submit" disabled={pending}>
        {pending ? "Logging in..." : "Login"}
      </Button>
      <p className="text-center text-sm text-slate-600">
        No account yet?{" "}
        <Link href={callbackUrl ? `/register?callbackUrl=${encodeURIComponent(callbackUrl)}` : "/register"} className="font-medium text-blue-700 underline">
          Register
        </Link>
      </p>
    </form>
  );
}
