"use client";

import { LockKeyhole } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, useTransition, type FormEvent } from "react";
import { unlockSideAppAction } from "@/app/(site)/(gated)/actions";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { FormField, invalidProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { GATE_MESSAGES, SIDE_APPS, type SideApp } from "@/lib/side-apps/side-apps";

/** The access-code form in front of a side app; the server checks the code and sets the grant. */
export function AccessGate({ app }: { app: SideApp }) {
  const router = useRouter();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const [pending, startTransition] = useTransition();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!code) {
      setError(GATE_MESSAGES.empty);
      return;
    }
    startTransition(async () => {
      const result = await unlockSideAppAction(null, { app, code });
      if (result?.ok) {
        router.refresh();
        return;
      }
      setCode("");
      setError(result?.error ?? GATE_MESSAGES.wrong);
    });
  }

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <Card>
        <CardHeader>
          <h1 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <LockKeyhole aria-hidden className="size-5" />
            {SIDE_APPS[app].title}
          </h1>
          <p className="text-sm text-slate-600">Enter the access code to open this app.</p>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} noValidate className="flex flex-col gap-4">
            <FormField id="access-code" label="Password" error={error}>
              <Input
                id="access-code"
                type="password"
                autoComplete="off"
                value={code}
                onChange={(event) => setCode(event.target.value)}
                {...invalidProps("access-code", error)}
              />
            </FormField>
            <Button type="submit" disabled={pending}>
              {pending ? "Checking..." : "Enter"}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
