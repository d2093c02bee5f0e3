"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { Plus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { toast } from "sonner";
import type { Landlord } from "@/db/schema";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { RowActions } from "@/components/ui/row-actions";
import { ownerDisplayName } from "@/lib/owners/schemas";
import { apiRequest, errorMessage } from "@/lib/api/client";
import { OwnerFormDialog } from "./owner-form-dialog";

export const OWNERS_EMPTY = "No owners found. Create your first owner to get started!";

export function OwnersTable({ owners }: { owners: Landlord[] }) {
  const router = useRouter();
  const [editing, setEditing] = useState<Landlord | undefined>();
  const [open, setOpen] = useState(false);

  const columns = useMemo<ColumnDef<Landlord>[]>(
    () => [
      { id: "name", header: "Name", accessorFn: (owner) => ownerDisplayName(owner) },
      { id: "type", header: "Type", accessorFn: (owner) => (owner.isCompany ? "Company" : "Individual") },
      { accessorKey: "phone", header: "Phone" },
      { accessorKey: "email", header: "Email" },
      {
        id: "mailing",
        header: "Mailing address",
        accessorFn: (owner) => [owner.mailingAddressLine1, owner.mailingCity, owner.mailingState, owner.mailingZip].filter(Boolean).join(", "),
      },
      {
        id: "actions",
        header: () => <span className="sr-only">Actions</span>,
        enableSorting: false,
        cell: ({ row }) => {
          const name = ownerDisplayName(row.original);
          return (
            <RowActions
              subject={`owner ${name}`}
              onEdit={() => {
                setEditing(row.original);
                setOpen(true);
              }}
              deleteTitle="Delete owner?"
              deleteDescription={`${name} will be deleted and disconnected from their properties. This cannot be undone.`}
              onDelete={async () => {
                try {
                  await apiRequest("DELETE", `/api/showbook/landlords/${row.original.id}`);
                  router.refresh();
                } catch (error) {
                  toast.error(`Failed to delete owner: ${errorMessage(error)}`);
                }
              }}
            />
          );
        },
      },
    ],
    [router],
  );

  return (
    <div className="flex flex-col gap-4">
      <Button
        className="self-start"
        onClick={() => {
          setEditing(undefined);
          setOpen(true);
        }}
      >
        <Plus /> Add Owner
      </Button>
      <DataTable data={owners} columns={columns} searchLabel="Search owners" empty={OWNERS_EMPTY} />
      <OwnerFormDialog
        open={open}
        onOpenChange={setOpen}
        owner={editing}
        onSaved={() => router.refresh()}
        failureMessage={() => "Failed to save owner"}
      />
    </div>
  );
}
