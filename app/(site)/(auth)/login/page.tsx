import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { LoginForm } from "@/components/auth/login-form";
import { getCurrentUser } from "@/lib/auth/current-user";
import { safeCallbackPath } from "@/lib/auth/schemas";

export const metadata: Metadata = {
  title: "Login",
  description: "Sign in to manage your properties, showings and tenant notices.",
};

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string }> }) {
  if (await getCurrentUser()) redirect("/");
  const { callbackUrl } = await searchParams;
  const safe = safeCallbackPath(callbackUrl, "");
  return (
    <AuthCard title="Login" subtitle="Sign in to your Showbook account.">
      <LoginForm callbackUrl={safe || undefined} />
    </AuthCard>
  );
}
