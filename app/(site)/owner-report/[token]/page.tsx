import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OwnerReportView } from "@/components/owner-reports/owner-report-view";
import { getDb } from "@/db/client";
import { openOwnerReportLink } from "@/lib/owner-reports/link";
import { loadOwnerReport } from "@/lib/owner-reports/report";
import { signedLinkPageRefusal } from "@/lib/rate-limit/signed-link-page";
import { TooManyRequests } from "@/components/ui/too-many-requests";

export const metadata: Metadata = { title: "Your listing's activity", robots: { index: false } };

/** The owner's private report of their listing, reached by the signed link the agent gave them. */
export default async function OwnerReportPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const refusal = await signedLinkPageRefusal();
  if (refusal) return <TooManyRequests message={refusal} />;
  const db = getDb();
  const now = new Date();
  const opened = await openOwnerReportLink(db, token, now);
  if (!opened) notFound();
  const report = await loadOwnerReport(db, opened.property, now);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Your listing&apos;s activity</h1>
        <p className="text-slate-700">{report.address}</p>
      </header>
      <OwnerReportView report={report} />
    </div>
  );
}
