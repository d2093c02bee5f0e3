import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import Link from "next/link";
import { dateLabel, timeLabel } from "@/lib/bookings/day-options";
import { ShowingStatusBadge } from "@/components/upcoming/showing-status-badge";
import { Badge } from "@/components/ui/badge";
import { completedSearch } from "@/lib/dashboard/completed-url";
import type { CompletedQuery } from "@/lib/dashboard/schemas";
import { complianceLabel } from "@/lib/dashboard/showing-export";
import type { CompletedShowingRow } from "@/lib/dashboard/schemas";
import { ShowingDetailsDialog } from "./showing-details-dialog";

const SORTABLE = [
  ["date", "Date"],
  ["property", "Property"],
  ["buyer", "Buyer"],
  ["status", "Status"],
] as const;

function SortHeader({ query, sort, label }: { query: CompletedQuery; sort: CompletedQuery["sort"]; label: string }) {
  const active = query.sort === sort;
  const nextDir = active && query.dir === "asc" ? "desc" : "asc";
  const Icon = !active ? ArrowUpDown : query.dir === "asc" ? ArrowUp : ArrowDown;
  return (
    <th scope="col" className="whitespace-nowrap px-3 py-2 font-medium" aria-sort={active ? (query.dir === "asc" ? "ascending" : "descending") : undefined}>
      <Link href={`/completed${completedSearch(query, { sort, dir: nextDir, offset: 0 })}`} className="inline-flex items-center gap-1">
        {label} <Icon className="size-3" aria-hidden />
        <span className="sr-only">, sort {nextDir === "asc" ? "ascending" : "descending"}</span>
      </Link>
    </th>
  );
}

export function ComplianceBadge({ showing }: { showing: CompletedShowingRow }) {
  const tone = showing.isCompliant === null ? "neutral" : showing.isCompliant ? "green" : "amber";
  return <Badge tone={tone}>{complianceLabel(showing)}</Badge>;
}

export function CompletedTable({ showings, query }: { showings: CompletedShowingRow[]; query: CompletedQuery }) {
  return (
    <div className="no-print overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {SORTABLE.map(([sort, label]) => (
              <SortHeader key={sort} query={query} sort={sort} label={label} />
            ))}
            <th scope="col" className="px-3 py-2 font-medium">Compliance</th>
            <th scope="col" className="px-3 py-2 font-medium">Owner / Resident</th>
            <th scope="col" className="px-3 py-2 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {showings.map((showing) => (
            <tr key={showing.id} className="border-t border-slate-100 align-top">
              <td className="whitespace-nowrap px-3 py-2">
                {dateLabel(showing.showingDate)}
                <div className="text-xs text-slate-600">{timeLabel(showing.showingTime)}</div>
              </td>
              <td className="px-3 py-2">{showing.propertyAddress}</td>
              <td className="px-3 py-2">
                {showing.buyerName}
                {showing.agentName ? (
                  <div className="text-xs text-slate-600">
                    {showing.agentName === showing.buyerName ? "Buyer's agent" : `Agent: ${showing.agentName}`}
                  </div>
                ) : null}
              </td>
              <td className="px-3 py-2">
                <ShowingStatusBadge status={showing.status} />
              </td>
              <td className="px-3 py-2">
                <ComplianceBadge showing={showing} />
              </td>
              <td className="px-3 py-2 text-xs">
                <div>Owner: {showing.ownerName || "—"}</div>
                <div>Resident: {showing.residentName || (showing.isOccupied ? "—" : "Vacant")}</div>
              </td>
              <td className="px-3 py-2">
                <ShowingDetailsDialog showing={showing} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
