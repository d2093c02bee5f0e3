import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { RegisterForm } from "@/components/auth/register-form";
import { generateAnonymousUsername } from "@/lib/auth/anonymous-username";
import { getCurrentUser } from "@/lib/auth/current-user";

export const metadata: Metadata = {
  title: "Register",
  description: "Create a free Showbook account and share booking links for your properties.",
};

export default async function RegisterPage() {
  if (await getCurrentUser()) redirect("/");
  return (
    <AuthCard title="Create your account" subtitle="Free for agents, property managers and owners.">
      <RegisterForm initialUsername={generateAnonymousUsername()} />
    </AuthCard>
  );
}
