"use client";

import { toast } from "sonner";
import { updateSettingsAction } from "@/app/(site)/account/actions";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { updateSettingsSchema } from "@/lib/auth/schemas";
import { useActionForm } from "@/lib/forms/use-action-form";

export function SettingsForm({ marketingEmails, newImagesPrivate }: { marketingEmails: boolean; newImagesPrivate: boolean }) {
  const { form, formAction, submit, pending } = useActionForm({
    action: updateSettingsAction,
    schema: updateSettingsSchema,
    defaultValues: { marketingEmails, newImagesPrivate },
    elsewhere: (reason) => `Failed to save settings: ${reason}`,
  });
  const { register } = form;

  const checkboxClass = "mt-1 size-4 accent-blue-700";

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <h1 className="text-lg font-semibold text-slate-900">Settings</h1>
        </CardHeader>
        <CardContent>
          <form action={formAction} onSubmit={submit} className="flex flex-col gap-5">
            <label className="flex items-start gap-3">
              <input type="checkbox" {...register("marketingEmails")} className={checkboxClass} />
              <span>
                <span className="block text-sm font-medium">Marketing emails</span>
                <span className="block text-xs text-slate-600">Product news and tips, a few times a year.</span>
              </span>
            </label>
            <label className="flex items-start gap-3">
              <input type="checkbox" {...register("newImagesPrivate")} className={checkboxClass} />
              <span>
                <span className="block text-sm font-medium">New images private</span>
                <span className="block text-xs text-slate-600">
                  Images you generate start in your Private Studio; you can make each one public later.
                </span>
              </span>
            </label>
            <label className="flex items-start gap-3">
              <input type="checkbox" checked disabled readOnly className={checkboxClass} />
              <span>
                <span className="block text-sm font-medium">Essential SMS and email notices</span>
                <span className="block text-xs text-slate-600">
                  Booking confirmations and legal notices cannot be switched off. Reply STOP to opt out of other texts.
                </span>
              </span>
            </label>
            <Button type="submit" disabled={pending} className="self-start">
              {pending ? "Saving..." : "Save Settings"}
            </Button>
          </form>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Delete account</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <p className="text-sm text-slate-700">Deleting your account removes your properties and booking links.</p>
          <Button
            type="button"
            variant="destructive"
            className="self-start"
            onClick={() => toast.info("Account deletion is coming soon.")}
          >
            Delete Account
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
