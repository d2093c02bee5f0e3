import type { Metadata } from "next";
import { OwnerOptOutForm } from "@/components/owners/owner-opt-out-form";
import { Card, CardContent, CardHeader } from "@/components/ui/card";

export const metadata: Metadata = { title: "Showing notices", robots: { index: false } };

export default async function OwnerNoticesPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold text-slate-900">Stop showing notices?</h1>
          <p className="text-slate-700">
            Your listing agent has you told of every showing at your property, and sends you a weekly report of its activity.
            You can stop these e-mails; the agent can turn them back on.
          </p>
        </CardHeader>
        <CardContent>
          <OwnerOptOutForm token={token} />
        </CardContent>
      </Card>
    </div>
  );
}
