import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { OwnerReportView } from "@/components/owner-reports/owner-report-view";
import { getDb } from "@/db/client";
import { isAppError } from "@/lib/errors";
import { openOwnerReportLink } from "@/lib/owner-reports/link";
import { loadOwnerReport } from "@/lib/owner-reports/report";
import { consumeDeclaredLimits } from "@/lib/rate-limit/rate-limit";

export const metadata: Metadata = { title: "Your listing's activity", robots: { index: false } };

/** The owner's private report of their listing, reached by the signed link the agent gave them. */
export default async function OwnerReportPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  try {
    await consumeDeclaredLimits({ signedLinksPerIp: "ip" }, undefined, { userId: null, headers });
  } catch (error) {
    if (!isAppError(error) || error.code !== "rate_limit_exceeded") throw error;
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Too many requests</h1>
        <p role="alert" className="mt-2 text-slate-600">
          {error.message}
        </p>
      </div>
    );
  }
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
