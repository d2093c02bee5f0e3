import Link from "next/link";
import type { OfficeHeader } from "@/lib/offices/dashboard-header";
import { OFFICE_ROLE_LABELS, seesOfficeView } from "@/lib/vocabulary/office-roles";
import { ViewSwitch } from "./view-switch";

/** The office the signed-in person belongs to, above every dashboard page: its logo, name, their role and (managers, staff) the view switch. */
export function OfficeBar({ office, view }: { office: OfficeHeader; view: "mine" | "office" }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white px-4 py-2 print:hidden">
      <Link href="/office" className="flex min-w-0 items-center gap-3 text-sm text-slate-800 hover:underline">
        {office.hasLogo ? (
          // eslint-disable-next-line @next/next/no-img-element -- the office's own uploaded logo, served by its route
          <img src={`/api/showbook/office/logo?v=${office.logoVersion}`} alt={`${office.name} logo`} className="h-8 w-auto max-w-24 object-contain" />
        ) : null}
        <span className="truncate">
          <span className="font-semibold">{office.name}</span>
          <span className="text-slate-600"> · {OFFICE_ROLE_LABELS[office.role]}</span>
        </span>
      </Link>
      {seesOfficeView(office.role) ? <ViewSwitch view={view} officeName={office.name} /> : null}
    </div>
  );
}
