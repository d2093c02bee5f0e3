import type { Metadata } from "next";
import Link from "next/link";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { getDb } from "@/db/client";
import { verifyEmail } from "@/lib/auth/email-verification";

export const metadata: Metadata = { title: "Verify e-mail", robots: { index: false } };

// Verifying is idempotent and only confirms an address the link's owner controls, so opening the link is enough.
export default async function VerifyEmailPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const verified = await verifyEmail(getDb(), token);
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold text-slate-900">{verified ? "E-mail address verified" : "This link did not work"}</h1>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 text-slate-700">
          <p>
            {verified
              ? "Thank you. Your e-mail address is confirmed."
              : "The link is invalid or has expired. Sign in and use Resend verification e-mail on your dashboard."}
          </p>
          <Link href="/overview" className="text-blue-700 underline">
            Go to your dashboard
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
