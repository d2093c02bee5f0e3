import type { Metadata } from "next";
import { SettingsForm } from "@/components/account/settings-form";
import { getDb } from "@/db/client";
import { requireUser } from "@/lib/auth/current-user";
import { getUserProfile } from "@/lib/auth/users";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  const user = await requireUser();
  const profile = await getUserProfile(getDb(), user.id);
  return <SettingsForm marketingEmails={profile.marketingEmails} newImagesPrivate={profile.newImagesPrivate} />;
}
