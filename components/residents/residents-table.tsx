"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { Plus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { toast } from "sonner";
import type { Resident } from "@/db/schema";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { RowActions } from "@/components/ui/row-actions";
import { apiRequest } from "@/lib/api/client";
import { ResidentFormDialog } from "./resident-form-dialog";

export const RESIDENTS_EMPTY = "No residents found. Create your first resident to get started!";

const residentName = (resident: Resident) => `${resident.firstName} ${resident.lastName}`;

export function ResidentsTable({ residents }: { residents: Resident[] }) {
  const router = useRouter();
  const [editing, setEditing] = useState<Resident | undefined>();
  const [open, setOpen] = useState(false);

  const columns = useMemo<ColumnDef<Resident>[]>(
    () => [
      { id: "name", header: "Name", accessorFn: residentName },
      { accessorKey: "phone", header: "Phone" },
      { accessorKey: "email", header: "Email" },
      {
        id: "lease",
        header: "Lease",
        accessorFn: (resident) => [resident.leaseStartDate, resident.leaseEndDate].filter(Boolean).join(" – "),
      },
      {
        id: "rent",
        header: "Monthly rent",
        accessorFn: (resident) => (resident.monthlyRent ? `$${Number(resident.monthlyRent).toLocaleString("en-US")}` : ""),
      },
      {
        id: "status",
        header: "Status",
        accessorFn: (resident) => (resident.isActive ? "Active" : "Inactive"),
        cell: ({ getValue }) => <Badge tone={getValue() === "Active" ? "green" : "neutral"}>{String(getValue())}</Badge>,
      },
      {
        id: "actions",
        header: () => <span className="sr-only">Actions</span>,
        enableSorting: false,
        cell: ({ row }) => {
          const name = residentName(row.original);
          return (
            <RowActions
              subject={`resident ${name}`}
              onEdit={() => {
                setEditing(row.original);
                setOpen(true);
              }}
              deleteTitle="Delete resident?"
              deleteDescription={`${name} will be deleted and their property marked vacant. This cannot be undone.`}
              onDelete={async () => {
                try {
                  await apiRequest("DELETE", `/api/showbook/residents/${row.original.id}`);
                  router.refresh();
                } catch {
                  toast.error("Failed to delete resident");
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
        <Plus /> Add Resident
      </Button>
      <DataTable data={residents} columns={columns} searchLabel="Search residents" empty={RESIDENTS_EMPTY} />
      <ResidentFormDialog
        open={open}
        onOpenChange={setOpen}
        resident={editing}
        onSaved={() => router.refresh()}
        failureMessage={() => "Failed to save resident"}
      />
    </div>
  );
}
