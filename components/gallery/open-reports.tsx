"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ViewerTime } from "@/components/ui/viewer-time";
import { call } from "@/lib/api/call";
import { errorMessage } from "@/lib/api/client";
import { resolveReportEndpoint } from "@/lib/gallery/endpoints";
import type { OpenReport } from "@/lib/gallery/schemas";
import { ImageThumb } from "./image-thumb";

/** The admin's queue of open reports: hide the image (out of every public listing) or dismiss. */
export function OpenReports({ reports }: { reports: OpenReport[] }) {
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);

  if (reports.length === 0) return <p className="text-sm text-slate-600">No open reports.</p>;

  const resolve = async (report: OpenReport, action: "hide" | "dismiss") => {
    setBusy(report.id);
    try {
      await call(resolveReportEndpoint, { params: { id: report.id }, body: { action } });
      toast.success(action === "hide" ? "The image is hidden from the gallery." : "The report was dismissed.");
      router.refresh();
    } catch (error) {
      toast.error(`Failed to resolve the report: ${errorMessage(error)}`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <ul className="flex flex-col gap-3">
      {reports.map((report) => (
        <li key={report.id} className="flex flex-col gap-3 rounded-md border border-slate-200 bg-white p-3 sm:flex-row">
          <ImageThumb src={report.image.thumbnail_url} alt={report.image.prompt} className="size-24 shrink-0 rounded" />
          <div className="min-w-0 flex-1 text-sm">
            <p className="font-medium text-slate-900">{report.reason}</p>
            <p className="mt-1 text-slate-600">
              Reported by {report.reporter_username} on{" "}
              <ViewerTime instant={report.created_at} />; image by{" "}
              {report.image.anonymous_username}
            </p>
            <p className="mt-1 line-clamp-2 text-slate-700">{report.image.prompt}</p>
          </div>
          <div className="flex gap-2 sm:flex-col">
            <Button type="button" variant="destructive" size="sm" disabled={busy === report.id} onClick={() => resolve(report, "hide")}>
              Hide image
            </Button>
            <Button type="button" variant="outline" size="sm" disabled={busy === report.id} onClick={() => resolve(report, "dismiss")}>
              Dismiss
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
