"use client";

import Link from "next/link";
import { useActionState, useState } from "react";
import { registerAction } from "@/app/(auth)/actions";
import { Button } from "@/components/ui/button";
import { FormField, invalidProps } from "@/components/ui/form-field";
import { FieldError, Input, Label } from "@/components/ui/input";
import { generateAnonymousUsername } from "@/lib/auth/anonymous-username";

export function RegisterForm({ initialUsername }: { initialUsername: string }) {
  // The permalink is the form's action attribute before hydration (React otherwise writes an invalid action="").
  const [state, formAction, pending] = useActionState(registerAction, null, "/register");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [username, setUsername] = useState(initialUsername);
  const issues = state && !state.ok ? state.issues : undefined;

  return (
    <form action={formAction} className="flex flex-col gap-4" noValidate>
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
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="password">Password</Label>
        <Input
          id="password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={Boolean(issues?.password)}
          aria-describedby={issues?.password ? "password-error" : "password-hint"}
        />
        <p id="password-hint" className="text-xs text-slate-600">
          At least 8 characters, and not a common or easily guessed password.
        </p>
        <FieldError id="password-error" messages={issues?.password} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="anonymousUsername">Anonymous username</Label>
        <div className="flex gap-2">
          <Input
            id="anonymousUsername"
            name="anonymousUsername"
            readOnly
            value={username}
            aria-invalid={Boolean(issues?.anonymousUsername)}
            aria-describedby={issues?.anonymousUsername ? "username-error" : undefined}
            className="bg-slate-100"
          />
          <Button type="button" variant="outline" onClick={() => setUsername(generateAnonymousUsername())}>
            New Name
          </Button>
        </div>
        <FieldError id="username-error" messages={issues?.anonymousUsername} />
      </div>
      <p className="rounded-md bg-slate-100 p-3 text-xs leading-5 text-slate-700">
        <strong>Communication notice:</strong> by registering you agree to receive SMS and email messages about
        your account and showings. Essential SMS and email notices cannot be disabled; reply STOP to opt out of
        other text messages. Message and data rates may apply. You must be 18 or older.
      </p>
      {state && !state.ok && !issues ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {state.error}
        </p>
      ) : null}
      <Button type="submit" disabled={pending}>
        {pending ? "Creating account..." : "Register"}
      </Button>
      <p className="text-center text-sm text-slate-600">
        By registering you accept the{" "}
        <Link href="/terms" className="text-blue-700 underline">
          Terms of Service
        </Link>
        . Already have an account?{" "}
        <Link href="/login" className="font-medium text-blue-700 underline">
          Login
        </Link>
      </p>
    </form>
  );
}
