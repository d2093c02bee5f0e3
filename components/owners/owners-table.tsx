"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { RecordsTable } from "@/components/contacts/records-table";
import { call } from "@/lib/api/call";
import { deleteOwnerEndpoint } from "@/lib/owners/endpoints";
import { ownerDisplayName, type OwnerRecord } from "@/lib/owners/schemas";
import { OwnerFormDialog } from "./owner-form-dialog";
import { formatPhone } from "@/lib/phone/phone";

export const OWNERS_EMPTY = "No owners found. Create your first owner to get started!";

const COLUMNS: ColumnDef<OwnerRecord>[] = [
  { id: "name", header: "Name", accessorFn: (owner) => ownerDisplayName(owner) },
  { id: "type", header: "Type", accessorFn: (owner) => (owner.isCompany ? "Company" : "Individual") },
  { accessorKey: "phone", header: "Phone", cell: ({ row }) => formatPhone(row.original.phone) },
  { accessorKey: "email", header: "Email" },
  {
    id: "mailing",
    header: "Mailing address",
    accessorFn: (owner) => [owner.mailingAddressLine1, owner.mailingCity, owner.mailingState, owner.mailingZip].filter(Boolean).join(", "),
  },
];

const deleteDescription = (name: string) => `${name} will be deleted and disconnected from their properties. This cannot be undone.`;
const deleteFailure = (reason: string) => `Failed to delete owner: ${reason}`;
const remove = (id: string) => call(deleteOwnerEndpoint, { params: { id } });

export function OwnersTable({ owners }: { owners: OwnerRecord[] }) {
  return (
    <RecordsTable
      rows={owners}
      columns={COLUMNS}
      noun="owner"
      addLabel="Add Owner"
      remove={remove}
      nameOf={ownerDisplayName}
      deleteDescription={deleteDescription}
      deleteFailure={deleteFailure}
      searchLabel="Search owners"
      empty={OWNERS_EMPTY}
      dialog={({ open, onOpenChange, editing, refresh }) => (
        <OwnerFormDialog open={open} onOpenChange={onOpenChange} owner={editing} onSaved={refresh} failureMessage={() => "Failed to save owner"} />
      )}
    />
  );
}
