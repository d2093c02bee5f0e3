"use client";

import { LockKeyhole } from "lucide-react";
import { useRouter } from "next/navigation";
import { unlockSideAppAction } from "@/app/(site)/(gated)/actions";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { FormError, FormField, invalidProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useActionForm } from "@/lib/forms/use-action-form";
import { SIDE_APPS, type SideApp } from "@/lib/side-apps/side-apps";
import { unlockFormSchema } from "@/lib/side-apps/unlock-schema";

/** The access-code form in front of a side app; the server checks the code and sets the grant. */
export function AccessGate({ app }: { app: SideApp }) {
  const router = useRouter();
  const { form, formAction, submit, pending } = useActionForm({
    action: unlockSideAppAction,
    schema: unlockFormSchema,
    defaultValues: { app, code: "" },
    elsewhere: { alert: (reason) => reason },
    // A refused code is cleared, its message kept on the field.
    onOutcome: (outcome) => (outcome.ok ? router.refresh() : form.setValue("code", "")),
  });
  const error = form.formState.errors.code?.message;

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
          <form action={formAction} onSubmit={submit} noValidate className="flex flex-col gap-4">
            <input type="hidden" {...form.register("app")} />
            <FormField id="access-code" label="Password" error={error}>
              <Input id="access-code" type="password" autoComplete="off" {...form.register("code")} {...invalidProps("access-code", error)} />
            </FormField>
            <FormError message={form.formState.errors.root?.server?.message} />
            <Button type="submit" disabled={pending}>
              {pending ? "Checking..." : "Enter"}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
