"use client";

import type { ColumnDef } from "@tanstack/react-table";
import type { ResidentRecord } from "@/lib/residents/schemas";
import { RecordsTable } from "@/components/contacts/records-table";
import { call } from "@/lib/api/call";
import { deleteResidentEndpoint } from "@/lib/residents/endpoints";
import { Badge } from "@/components/ui/badge";
import { ResidentFormDialog } from "./resident-form-dialog";
import { formatPhone } from "@/lib/phone/phone";
import { dollarsToCents, formatUsd } from "@/lib/constants";

export const RESIDENTS_EMPTY = "No residents found. Create your first resident to get started!";

const residentName = (resident: ResidentRecord) => `${resident.firstName} ${resident.lastName}`;

const COLUMNS: ColumnDef<ResidentRecord>[] = [
  { id: "name", header: "Name", accessorFn: residentName },
  { accessorKey: "phone", header: "Phone", cell: ({ row }) => formatPhone(row.original.phone) },
  { accessorKey: "email", header: "Email" },
  {
    id: "lease",
    header: "Lease",
    accessorFn: (resident) => [resident.leaseStartDate, resident.leaseEndDate].filter(Boolean).join(" – "),
  },
  {
    id: "rent",
    header: "Monthly rent",
    accessorFn: (resident) => (resident.monthlyRent ? formatUsd(dollarsToCents(Number(resident.monthlyRent))) : ""),
  },
  {
    id: "status",
    header: "Status",
    accessorFn: (resident) => (resident.isActive ? "Active" : "Inactive"),
    cell: ({ getValue }) => <Badge tone={getValue() === "Active" ? "green" : "neutral"}>{String(getValue())}</Badge>,
  },
];

const deleteDescription = (name: string) => `${name} will be deleted and their property marked vacant. This cannot be undone.`;
const deleteFailure = () => "Failed to delete resident";
const remove = (id: string) => call(deleteResidentEndpoint, { params: { id } });

export function ResidentsTable({ residents }: { residents: ResidentRecord[] }) {
  return (
    <RecordsTable
      rows={residents}
      columns={COLUMNS}
      noun="resident"
      addLabel="Add Resident"
      remove={remove}
      nameOf={residentName}
      deleteDescription={deleteDescription}
      deleteFailure={deleteFailure}
      searchLabel="Search residents"
      empty={RESIDENTS_EMPTY}
      dialog={({ open, onOpenChange, editing, refresh }) => (
        <ResidentFormDialog open={open} onOpenChange={onOpenChange} resident={editing} onSaved={refresh} failureMessage={() => "Failed to save resident"} />
      )}
    />
  );
}
