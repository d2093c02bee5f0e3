"use client";

import { useActionState, useState } from "react";
import { updateUserInfoAction } from "@/app/account/actions";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { FieldError, Input, Label, Textarea } from "@/components/ui/input";
import type { UserProfile } from "@/lib/auth/users";
import { useActionToast } from "@/lib/hooks/use-action-toast";

export function UserInfoForm({ profile }: { profile: UserProfile }) {
  const [state, formAction, pending] = useActionState(updateUserInfoAction, null);
  const [username, setUsername] = useState(profile.anonymousUsername);
  const [bio, setBio] = useState(profile.bio);
  useActionToast(state, "Failed to update user info: ");
  const issues = state && !state.ok ? state.issues : undefined;

  return (
    <Card>
      <CardHeader>
        <h1 className="text-lg font-semibold text-slate-900">User Info</h1>
      </CardHeader>
      <CardContent>
        <form action={formAction} className="flex flex-col gap-4">
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
              onChange={(event) => setUsername(event.target.value)}
              aria-invalid={Boolean(issues?.newUsername)}
              aria-describedby={issues?.newUsername ? "username-error" : undefined}
            />
            <FieldError id="username-error" messages={issues?.newUsername} />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="bio">Bio</Label>
            <Textarea
              id="bio"
              name="bio"
              value={bio}
              placeholder="No bio provided"
              maxLength={500}
              onChange={(event) => setBio(event.target.value)}
              aria-invalid={Boolean(issues?.bio)}
              aria-describedby={issues?.bio ? "bio-error" : undefined}
            />
            <FieldError id="bio-error" messages={issues?.bio} />
          </div>
          <Button type="submit" disabled={pending} className="self-start">
            {pending ? "Saving..." : "Update User Info"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
