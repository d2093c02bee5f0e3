"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { Plus, RefreshCw, RotateCw } from "lucide-react";
import { useMemo, useState } from "react";
import { toast } from "sonner";
import { formatContactDate, fullName } from "@/components/contacts/contact-format";
import { PERSON_FIELDS, RecordFormDialog, type FieldSpec } from "@/components/contacts/record-form-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { RowActions } from "@/components/ui/row-actions";
import { PROSPECT_STATUSES, PROSPECT_TYPES, type ProspectType } from "@/lib/prospects/prospect-enums";
import { call } from "@/lib/api/call";
import { errorMessage } from "@/lib/api/client";
import { createProspectEndpoint, deleteProspectEndpoint, listProspectsEndpoint, syncProspectsEndpoint, updateProspectEndpoint } from "@/lib/prospects/endpoints";
import { LOAD_PROSPECTS_FAILED, PROSPECT_TYPE_LABELS, prospectSchema, SYNC_PROSPECTS_FAILED, type ProspectRecord } from "@/lib/prospects/schemas";
import { cn } from "@/lib/utils";
import { formatPhone } from "@/lib/phone/phone";

const FIELDS: FieldSpec[] = [
  ...PERSON_FIELDS,
  { name: "prospectType", label: "Type", type: "select", options: PROSPECT_TYPES.map((value) => ({ value, label: PROSPECT_TYPE_LABELS[value] })) },
  { name: "status", label: "Status", type: "select", options: PROSPECT_STATUSES.map((value) => ({ value, label: value })) },
  { name: "propertyAddress", label: "Property address" },
  { name: "bookingDate", label: "Booking date", type: "date" },
];
const BLANK = { prospectType: "buyer", status: "Active" };

export function ProspectsView({ initial }: { initial: ProspectRecord[] }) {
  const [prospects, setProspects] = useState(initial);
  const [type, setType] = useState<ProspectType | "">("");
  const [busy, setBusy] = useState<"load" | "sync" | null>(null);
  const [editing, setEditing] = useState<ProspectRecord | undefined>();
  const [open, setOpen] = useState(false);

  const reload = async () => {
    setBusy("load");
    try {
      setProspects((await call(listProspectsEndpoint)).prospects);
    } catch {
      toast.error(LOAD_PROSPECTS_FAILED);
    } finally {
      setBusy(null);
    }
  };

  const sync = async () => {
    setBusy("sync");
    try {
      const result = await call(syncProspectsEndpoint);
      setProspects((await call(listProspectsEndpoint)).prospects);
      toast.success(`Synced from bookings: ${result.created} new, ${result.updated} updated`);
    } catch {
      toast.error(SYNC_PROSPECTS_FAILED);
    } finally {
      setBusy(null);
    }
  };

  const columns = useMemo<ColumnDef<ProspectRecord>[]>(
    () => [
      { id: "name", header: "Name", accessorFn: fullName },
      { id: "type", header: "Type", accessorFn: (row) => PROSPECT_TYPE_LABELS[row.prospectType] },
      { accessorKey: "email", header: "Email" },
      { accessorKey: "phone", header: "Phone", cell: ({ row }) => formatPhone(row.original.phone) },
      { accessorKey: "propertyAddress", header: "Property" },
      { id: "bookingDate", header: "Booking date", accessorFn: (row) => row.bookingDate ?? "", cell: ({ row }) => formatContactDate(row.original.bookingDate && `${row.original.bookingDate}T12:00:00Z`) },
      { accessorKey: "status", header: "Status", cell: ({ row }) => <Badge tone={row.original.status === "Active" ? "green" : "neutral"}>{row.original.status}</Badge> },
      {
        id: "actions",
        header: () => <span className="sr-only">Actions</span>,
        enableSorting: false,
        cell: ({ row }) => (
          <RowActions
            subject={`prospect ${fullName(row.original)}`}
            onEdit={() => {
              setEditing(row.original);
              setOpen(true);
            }}
            deleteTitle="Delete prospect?"
            deleteDescription={`${fullName(row.original)} will be removed from your prospects. A later sync adds them again if they booked.`}
            onDelete={async () => {
              try {
                await call(deleteProspectEndpoint, { params: { id: row.original.id } });
                setProspects((current) => current.filter((prospect) => prospect.id !== row.original.id));
              } catch (error) {
                toast.error(`Failed to delete prospect: ${errorMessage(error)}`);
              }
            }}
          />
        ),
      },
    ],
    [],
  );

  const visible = type ? prospects.filter((prospect) => prospect.prospectType === type) : prospects;
  const chips: { value: ProspectType | ""; label: string }[] = [{ value: "", label: "All" }, ...PROSPECT_TYPES.map((value) => ({ value, label: PROSPECT_TYPE_LABELS[value] }))];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <div role="group" aria-label="Filter by type" className="flex flex-wrap gap-2">
          {chips.map((chip) => {
            const count = chip.value ? prospects.filter((prospect) => prospect.prospectType === chip.value).length : prospects.length;
            return (
              <button
                key={chip.value || "all"}
                type="button"
                aria-pressed={type === chip.value}
                onClick={() => setType(chip.value)}
                className={cn(
                  "rounded-full border px-3 py-1 text-sm",
                  type === chip.value ? "border-blue-700 bg-blue-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:border-blue-400",
                )}
              >
                {chip.label} ({count})
              </button>
            );
          })}
        </div>
        <div className="flex flex-wrap gap-2 sm:ml-auto">
          <Button type="button" variant="outline" disabled={busy !== null} onClick={reload}>
            <RotateCw aria-hidden className={busy === "load" ? "animate-spin" : undefined} /> Refresh
          </Button>
          <Button type="button" variant="outline" disabled={busy !== null} onClick={sync}>
            <RefreshCw aria-hidden className={busy === "sync" ? "animate-spin" : undefined} /> Sync from Bookings
          </Button>
          <Button
            type="button"
            onClick={() => {
              setEditing(undefined);
              setOpen(true);
            }}
          >
            <Plus aria-hidden /> Add Prospect
          </Button>
        </div>
      </div>
      <DataTable data={visible} columns={columns} searchLabel="Search prospects" empty="No prospects yet. Sync from bookings to build your prospect list." />
      <RecordFormDialog
        idPrefix="prospect"
        title={editing ? "Edit Prospect" : "Add Prospect"}
        submitLabel={editing ? "Save" : "Add Prospect"}
        open={open}
        onOpenChange={setOpen}
        schema={prospectSchema}
        fields={FIELDS}
        record={editing}
        blank={BLANK}
        save={async (input) => {
          if (editing) {
            const { prospect } = await call(updateProspectEndpoint, { params: { id: editing.id }, body: input });
            setProspects((current) => current.map((row) => (row.id === prospect.id ? prospect : row)));
          } else {
            const { prospect } = await call(createProspectEndpoint, { body: input });
            setProspects((current) => [prospect, ...current]);
          }
        }}
        failureMessage={(reason) => `Failed to save prospect: ${reason}`}
      />
    </div>
  );
}
