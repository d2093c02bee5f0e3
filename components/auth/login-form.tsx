"use client";

import Link from "next/link";
import { useActionState, useState } from "react";
import { loginAction } from "@/app/(auth)/actions";
import { Button } from "@/components/ui/button";
import { FormField, invalidProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

export function LoginForm({ callbackUrl }: { callbackUrl?: string }) {
  // The permalink is the form's action attribute before hydration (React otherwise writes an invalid action="").
  const [state, formAction, pending] = useActionState(loginAction, null, "/login");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const issues = state && !state.ok ? state.issues : undefined;

  return (
    <form action={formAction} className="flex flex-col gap-4" noValidate>
      {callbackUrl ? <input type="hidden" name="callbackUrl" value={callbackUrl} /> : null}
      <FormField id="email" label="Email" error={issues?.email?.join(" ")}>
        <Input
          id="email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          {...invalidProps("email", issues?.email?.join(" "))}
        />
      </FormField>
      <FormField id="password" label="Password" error={issues?.password?.join(" ")}>
        <Input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          {...invalidProps("password", issues?.password?.join(" "))}
        />
      </FormField>
      {state && !state.ok && !issues ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {state.error}
        </p>
      ) : null}
      <Button type="submit" disabled={pending}>
        {pending ? "Logging in..." : "Login"}
      </Button>
      <p className="text-center text-sm text-slate-600">
        No account yet?{" "}
        <Link href="/register" className="font-medium text-blue-700 underline">
          Register
        </Link>
      </p>
    </form>
  );
}
