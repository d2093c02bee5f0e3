import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { RegisterForm } from "@/components/auth/register-form";
import { generateAnonymousUsername } from "@/lib/auth/anonymous-username";
import { getCurrentUser } from "@/lib/auth/current-user";
import { safeCallbackPath } from "@/lib/auth/schemas";

export const metadata: Metadata = {
  title: "Register",
  description: "Create a free Showbook account and share booking links for your properties.",
};

export default async function RegisterPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string }> }) {
  if (await getCurrentUser()) redirect("/");
  const { callbackUrl } = await searchParams;
  const safe = safeCallbackPath(callbackUrl, "");
  return (
    <AuthCard title="Create your account" subtitle="Free for agents, property managers and owners.">
      <RegisterForm initialUsername={generateAnonymousUsername()} callbackUrl={safe || undefined} />
    </AuthCard>
  );
}
