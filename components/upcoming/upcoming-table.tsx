"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { CalendarPlus, Download, RefreshCw } from "lucide-react";
import { useRouter } from "next/navigation";
import { useMemo, useState, useTransition } from "react";
import { toast } from "sonner";
import { dateLabel, timeLabel } from "@/lib/bookings/day-options";
import { PrintButton } from "@/components/showings/print-button";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { Label, Select } from "@/components/ui/input";
import { buildIcsCalendar, NO_SHOWINGS_TO_EXPORT } from "@/lib/dashboard/calendar-export";
import { STATUS_LABELS, UPCOMING_STATUSES } from "@/lib/vocabulary/booking-status";
import { csvFilename, showingEvent, upcomingShowingsCsv } from "@/lib/dashboard/showing-export";
import { NO_UPCOMING_SHOWINGS } from "@/lib/dashboard/messages";
import type { ShowingRow } from "@/lib/dashboard/schemas";
import { downloadText } from "@/lib/download";
import { formatPhone } from "@/lib/phone/phone";
import { ShowingStatusBadge } from "./showing-status-badge";

const REQUESTER_LABELS: Record<string, string> = { buyer: "Buyer", buyers_agent: "Buyer's agent", renter: "Renter" };

export function UpcomingTable({ showings }: { showings: ShowingRow[] }) {
  const router = useRouter();
  const [syncing, startSync] = useTransition();
  const [status, setStatus] = useState("");
  const [property, setProperty] = useState("");
  const [requester, setRequester] = useState("");
  const addresses = useMemo(() => [...new Set(showings.map((row) => row.propertyAddress))].sort(), [showings]);
  const visible = useMemo(
    () =>
      showings.filter(
        (row) => (!status || row.status === status) && (!property || row.propertyAddress === property) && (!requester || row.requesterType === requester),
      ),
    [showings, status, property, requester],
  );

  const columns = useMemo<ColumnDef<ShowingRow>[]>(
    () => [
      { id: "date", header: "Date", accessorFn: (row) => row.startsAt, cell: ({ row }) => dateLabel(row.original.showingDate) },
      { id: "time", header: "Time", accessorFn: (row) => row.showingTime, cell: ({ row }) => timeLabel(row.original.showingTime) },
      { id: "property", header: "Property", accessorFn: (row) => row.propertyAddress },
      {
        id: "buyer",
        header: "Buyer",
        accessorFn: (row) => row.buyerName,
        cell: ({ row }) => (
          <div>
            <div>{row.original.buyerName}</div>
            <div className="text-xs text-slate-600">{[row.original.buyerEmail, formatPhone(row.original.buyerPhone)].filter(Boolean).join(" · ")}</div>
          </div>
        ),
      },
      { id: "type", header: "Booked by", accessorFn: (row) => REQUESTER_LABELS[row.requesterType] ?? row.requesterType },
      { id: "status", header: "Status", accessorFn: (row) => row.status, cell: ({ row }) => <ShowingStatusBadge status={row.original.status} /> },
      { id: "notes", header: "Notes", accessorFn: (row) => row.notes, enableSorting: false },
    ],
    [],
  );

  const exportIcs = () => {
    if (!visible.length) return toast.error(NO_SHOWINGS_TO_EXPORT);
    downloadText("upcoming-showings.ics", buildIcsCalendar(visible.map(showingEvent)), "text/calendar");
  };
  const exportCsv = () => {
    if (!visible.length) return toast.error(NO_SHOWINGS_TO_EXPORT);
    downloadText(csvFilename("upcoming-showings"), upcomingShowingsCsv(visible), "text/csv");
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="no-print flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <Label htmlFor="upcoming-status">Status</Label>
          <Select id="upcoming-status" value={status} onChange={(event) => setStatus(event.target.value)}>
            <option value="">All statuses</option>
            {UPCOMING_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="upcoming-property">Property</Label>
          <Select id="upcoming-property" value={property} onChange={(event) => setProperty(event.target.value)}>
            <option value="">All properties</option>
            {addresses.map((address) => (
              <option key={address} value={address}>
                {address}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="upcoming-requester">Booked by</Label>
          <Select id="upcoming-requester" value={requester} onChange={(event) => setRequester(event.target.value)}>
            <option value="">Anyone</option>
            {Object.entries(REQUESTER_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" disabled={syncing} onClick={() => startSync(() => router.refresh())}>
            <RefreshCw aria-hidden className={syncing ? "animate-spin" : undefined} /> Sync
          </Button>
          <Button type="button" variant="outline" onClick={exportCsv}>
            <Download aria-hidden /> CSV
          </Button>
          <Button type="button" variant="outline" onClick={exportIcs}>
            <CalendarPlus aria-hidden /> Calendar
          </Button>
          <PrintButton />
        </div>
      </div>
      <p className="text-sm text-slate-600" aria-live="polite">
        {visible.length} of {showings.length} showings in the next 14 days
      </p>
      <DataTable data={visible} columns={columns} searchLabel="Search upcoming showings" empty={NO_UPCOMING_SHOWINGS} />
    </div>
  );
}
