import type { Metadata } from "next";
import { UserInfoForm } from "@/components/account/user-info-form";
import { getDb } from "@/db/client";
import { requireUser } from "@/lib/auth/current-user";
import { getUserProfile } from "@/lib/auth/users";

export const metadata: Metadata = { title: "User Info" };

export default async function AccountPage() {
  const user = await requireUser();
  const profile = await getUserProfile(getDb(), user.id);
  return <UserInfoForm profile={profile} />;
}
