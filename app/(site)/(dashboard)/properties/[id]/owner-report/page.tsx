import type { Metadata } from "next";
import { actingScope } from "@/lib/auth/acting-scope";
import { notFound } from "next/navigation";
import { DashboardSection } from "@/components/dashboard/section";
import { OwnerLinkActions } from "@/components/owner-reports/owner-link-actions";
import { OwnerReportView } from "@/components/owner-reports/owner-report-view";
import { getDb } from "@/db/client";
import { requireUser } from "@/lib/auth/current-user";
import { isAppError } from "@/lib/errors";
import { previewOwnerReport } from "@/lib/owner-reports/agent";

export const metadata: Metadata = { title: "Owner report" };

/** The agent's preview of the owner's report (the same component the owner's page renders), with the owner link's actions. */
export default async function OwnerReportPreviewPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requireUser();
  const preview = await previewOwnerReport(getDb(), await actingScope(getDb(), user), id, new Date()).catch((error: unknown) => {
    if (isAppError(error) && error.code === "not_found") notFound();
    if (isAppError(error) && error.code === "conflict") return error.message;
    throw error;
  });
  if (typeof preview === "string") {
    return (
      <DashboardSection title="Owner report">
        <p role="status" className="text-sm text-slate-700">
          {preview}
        </p>
      </DashboardSection>
    );
  }
  return (
    <DashboardSection
      title="Owner report"
      description={`What ${preview.ownerName || "the owner"} sees of ${preview.address}. ${
        preview.report.sharesComments ? "Feedback comments are shared." : "Feedback comments are not shared; turn them on in Edit Property."
      }`}
    >
      <OwnerLinkActions propertyId={preview.propertyId} url={preview.url} emailable={preview.emailable} />
      <section aria-label="Owner's view" className="rounded-lg border border-slate-200 p-4">
        <OwnerReportView report={preview.report} />
      </section>
    </DashboardSection>
  );
}
