"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { Plus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useMemo, useState, type ReactNode } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { RowActions } from "@/components/ui/row-actions";
import { errorMessage } from "@/lib/api/client";

type Row = { id: string };

export type RecordDialogProps<T> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The row being edited; undefined when adding. */
  editing: T | undefined;
  /** Shows the saved state: the server component above reads the rows again. */
  refresh: () => void;
};

/**
 * A table of the agent's records with an add button, and edit and delete on every row
 * (`remove`, a call of the record's delete endpoint); `dialog` renders the form that adds or edits one.
 */
export function RecordsTable<T extends Row>({
  rows,
  columns,
  noun,
  addLabel,
  remove,
  nameOf,
  deleteDescription,
  deleteFailure,
  searchLabel,
  empty,
  dialog,
}: {
  rows: T[];
  columns: ColumnDef<T>[];
  noun: string;
  addLabel: string;
  remove: (id: string) => Promise<unknown>;
  nameOf: (row: T) => string;
  deleteDescription: (name: string) => string;
  deleteFailure: (reason: string) => string;
  searchLabel: string;
  empty: string;
  dialog: (props: RecordDialogProps<T>) => ReactNode;
}) {
  const router = useRouter();
  const [editing, setEditing] = useState<T | undefined>();
  const [open, setOpen] = useState(false);

  const allColumns = useMemo<ColumnDef<T>[]>(
    () => [
      ...columns,
      {
        id: "actions",
        header: () => <span className="sr-only">Actions</span>,
        enableSorting: false,
        cell: ({ row }) => {
          const name = nameOf(row.original);
          return (
            <RowActions
              subject={`${noun} ${name}`}
              onEdit={() => {
                setEditing(row.original);
                setOpen(true);
              }}
              deleteTitle={`Delete ${noun}?`}
              deleteDescription={deleteDescription(name)}
              onDelete={async () => {
                try {
                  await remove(row.original.id);
                  router.refresh();
                } catch (error) {
                  toast.error(deleteFailure(errorMessage(error)));
                }
              }}
            />
          );
        },
      },
    ],
    [columns, noun, nameOf, deleteDescription, deleteFailure, remove, router],
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
        <Plus aria-hidden /> {addLabel}
      </Button>
      <DataTable data={rows} columns={allColumns} searchLabel={searchLabel} empty={empty} />
      {dialog({ open, onOpenChange: setOpen, editing, refresh: () => router.refresh() })}
    </div>
  );
}
