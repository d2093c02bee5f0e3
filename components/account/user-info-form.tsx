"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition, type FormEvent } from "react";
import { toast } from "sonner";
import { updateBioAction } from "@/app/account/actions";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { FieldError, Input, Label, Textarea } from "@/components/ui/input";
import { refreshSessionUser } from "@/components/layout/session-user";
import { apiRequest, errorMessage } from "@/lib/api/client";
import { BIO_MAX_LENGTH } from "@/lib/auth/profile-limits";
import { USERNAME_MAX_LENGTH, USERNAME_RULES } from "@/lib/auth/username-rules";
import type { UserProfile } from "@/lib/auth/schemas";

const FAILURE_PREFIX = "Failed to update user info: ";

export function UserInfoForm({ profile }: { profile: UserProfile }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [savedUsername, setSavedUsername] = useState(profile.anonymousUsername);
  const [username, setUsername] = useState(profile.anonymousUsername);
  const [bio, setBio] = useState(profile.bio);
  const [usernameError, setUsernameError] = useState<string>();
  const [bioError, setBioError] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setUsernameError(undefined);
    setBioError(undefined);
    startTransition(async () => {
      // The username goes through the spec's PATCH /api/update-username; the bio through the action.
      if (username.trim() !== savedUsername) {
        try {
          await apiRequest("PATCH", "/api/update-username", { body: { newUsername: username } });
          setSavedUsername(username.trim());
          // The header shows the new name; no server cache holds it (revalidating the root layout would re-render the prerendered pages).
          void refreshSessionUser();
        } catch (error) {
          setUsernameError(errorMessage(error));
          toast.error(`${FAILURE_PREFIX}${errorMessage(error)}`);
          return;
        }
      }
      const result = await updateBioAction(null, { bio });
      if (!result?.ok) {
        const message = result?.error ?? "Request failed";
        setBioError(message);
        toast.error(`${FAILURE_PREFIX}${message}`);
        return;
      }
      toast.success(result.message);
      router.refresh();
    });
  };

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
              name="newUsername"
              value={username}
              maxLength={USERNAME_MAX_LENGTH}
              autoComplete="username"
              onChange={(event) => setUsername(event.target.value)}
              aria-invalid={Boolean(usernameError)}
              aria-describedby={usernameError ? "username-rules username-error" : "username-rules"}
            />
            <ul id="username-rules" className="list-disc pl-5 text-xs text-slate-600">
              {USERNAME_RULES.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
            <FieldError id="username-error" messages={usernameError ? [usernameError] : undefined} />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="bio">Bio</Label>
            <Textarea
              id="bio"
              name="bio"
              value={bio}
              placeholder="No bio provided"
              maxLength={BIO_MAX_LENGTH}
              onChange={(event) => setBio(event.target.value)}
              aria-invalid={Boolean(bioError)}
              aria-describedby={bioError ? "bio-error" : undefined}
            />
            <FieldError id="bio-error" messages={bioError ? [bioError] : undefined} />
          </div>
          <Button type="submit" disabled={pending} className="self-start">
            {pending ? "Saving..." : "Update User Info"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
