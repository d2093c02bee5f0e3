import { OWNER_REPORT_LINK_INVALID } from "@/lib/owner-reports/link";

export default function OwnerReportNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Report not found</h1>
      <p className="mt-2 text-slate-600">{OWNER_REPORT_LINK_INVALID}</p>
    </div>
  );
}
