import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Input, Label, Select } from "@/components/ui/input";
import { COMPLETED_STATUSES, STATUS_LABELS } from "@/lib/vocabulary/booking-status";
import { completedSearch } from "@/lib/dashboard/completed-url";
import type { CompletedQuery } from "@/lib/dashboard/schemas";

const RANGE_LABELS = { "7": "Last 7 days", "30": "Last 30 days", "90": "Last 90 days", "365": "Last 365 days", all: "All time" } as const;

/**
 * A plain GET form: the filters land in the URL, so a filtered view can be shared or reloaded.
 * Keyed by the query, so a navigation that changes it (Reset, a sort link) shows the fields of
 * the list below instead of the ones typed before.
 */
export function CompletedFilters({ query }: { query: CompletedQuery }) {
  return (
    <form
      key={completedSearch(query)}
      method="get"
      action="/completed"
      className="no-print grid grid-cols-1 gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4">
      <div className="flex flex-col gap-1">
        <Label htmlFor="completed-range">Time range</Label>
        <Select id="completed-range" name="range" defaultValue={query.range}>
          {Object.entries(RANGE_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="completed-status">Status</Label>
        <Select id="completed-status" name="status" defaultValue={query.status ?? ""}>
          <option value="">All statuses</option>
          {COMPLETED_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="completed-property">Property</Label>
        <Input id="completed-property" name="property" defaultValue={query.property ?? ""} placeholder="Address contains" />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="completed-owner">Owner</Label>
        <Input id="completed-owner" name="owner" defaultValue={query.owner ?? ""} placeholder="Owner name contains" />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="completed-from">From date</Label>
        <Input id="completed-from" name="from" type="date" defaultValue={query.from ?? ""} />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="completed-to">To date</Label>
        <Input id="completed-to" name="to" type="date" defaultValue={query.to ?? ""} />
      </div>
      <input type="hidden" name="sort" value={query.sort} />
      <input type="hidden" name="dir" value={query.dir} />
      <div className="flex items-end gap-2 sm:col-span-2">
        <Button type="submit">Apply Filters</Button>
        <Button asChild variant="outline">
          <Link href="/completed">Reset</Link>
        </Button>
      </div>
    </form>
  );
}
