"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { updateBioAction } from "@/app/(site)/account/actions";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { invalidProps } from "@/components/ui/form-field";
import { FieldError, Input, Label, Textarea } from "@/components/ui/input";
import { refreshSessionUser } from "@/components/layout/session-user";
import { updateUsernameEndpoint } from "@/lib/account/endpoints";
import { call } from "@/lib/api/call";
import { BIO_MAX_LENGTH } from "@/lib/auth/profile-limits";
import { updateBioSchema, updateUsernameSchema } from "@/lib/auth/schemas";
import { USERNAME_MAX_LENGTH, USERNAME_RULES } from "@/lib/auth/username-rules";
import type { UserProfile } from "@/lib/auth/schemas";
import { showServerError } from "@/lib/forms/show-server-error";

// The username goes through the spec's PATCH /api/update-username, the bio through the action: one form, both schemas.
const userInfoSchema = updateUsernameSchema.extend(updateBioSchema.shape);

const failure = (reason: string) => `Failed to update user info: ${reason}`;

export function UserInfoForm({ profile }: { profile: UserProfile }) {
  const router = useRouter();
  const [savedUsername, setSavedUsername] = useState(profile.anonymousUsername);
  const form = useForm<z.input<typeof userInfoSchema>, unknown, z.output<typeof userInfoSchema>>({
    resolver: zodResolver(userInfoSchema),
    defaultValues: { newUsername: profile.anonymousUsername, bio: profile.bio },
  });
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;

  const submit = handleSubmit(async ({ newUsername, bio }) => {
    if (newUsername !== savedUsername) {
      try {
        await call(updateUsernameEndpoint, { body: { newUsername } });
      } catch (error) {
        showServerError(form, error, failure);
        return;
      }
      setSavedUsername(newUsername);
      // The header shows the new name; no server cache holds it (revalidating the root layout would re-render the prerendered pages).
      void refreshSessionUser();
    }
    const result = await updateBioAction(null, { bio });
    if (!result?.ok) {
      showServerError(form, result, failure);
      return;
    }
    toast.success(result.message);
    router.refresh();
  });

  return (
    <Card>
      <CardHeader>
        <h1 className="text-lg font-semibold text-slate-900">User Info</h1>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="email">Email</Label>
            <Input id="email" value={profile.email} readOnly disabled aria-describedby="email-hint" />
            <p id="email-hint" className="text-xs text-slate-600">
              Your email cannot be changed.
            </p>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="newUsername">Username</Label>
            <Input
              id="newUsername"
              maxLength={USERNAME_MAX_LENGTH}
              autoComplete="username"
              {...register("newUsername")}
              aria-invalid={Boolean(errors.newUsername)}
              aria-describedby={errors.newUsername ? "username-rules newUsername-error" : "username-rules"}
            />
            <ul id="username-rules" className="list-disc pl-5 text-xs text-slate-600">
              {USERNAME_RULES.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
            <FieldError id="newUsername-error" messages={errors.newUsername?.message ? [errors.newUsername.message] : undefined} />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="bio">Bio</Label>
            <Textarea id="bio" placeholder="No bio provided" maxLength={BIO_MAX_LENGTH} {...register("bio")} {...invalidProps("bio", errors.bio?.message)} />
            <FieldError id="bio-error" messages={errors.bio?.message ? [errors.bio.message] : undefined} />
          </div>
          <Button type="submit" disabled={formState.isSubmitting} className="self-start">
            {formState.isSubmitting ? "Saving..." : "Update User Info"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
