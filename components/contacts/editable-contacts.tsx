"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { Plus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { RowActions } from "@/components/ui/row-actions";
import { apiRequest, errorMessage } from "@/lib/api/client";
import { formValues, RecordFormDialog, type FieldSpec } from "./record-form-dialog";

type Row = { id: string };

/** A contacts table with add, edit and delete through `endpoint` (POST, PUT/DELETE `{endpoint}/{id}`). */
export function EditableContacts<T extends Row>({
  rows,
  columns,
  noun,
  endpoint,
  schema,
  fields,
  nameOf,
  searchLabel,
  empty,
}: {
  rows: T[];
  columns: ColumnDef<T>[];
  noun: string;
  endpoint: string;
  schema: z.ZodType;
  fields: FieldSpec[];
  nameOf: (row: T) => string;
  searchLabel: string;
  empty: string;
}) {
  const router = useRouter();
  const [editing, setEditing] = useState<T | undefined>();
  const [open, setOpen] = useState(false);
  const names = fields.map((field) => field.name);

  const allColumns = useMemo<ColumnDef<T>[]>(
    () => [
      ...columns,
      {
        id: "actions",
        header: () => <span className="sr-only">Actions</span>,
        enableSorting: false,
        cell: ({ row }) => (
          <RowActions
            subject={`${noun} ${nameOf(row.original)}`}
            onEdit={() => {
              setEditing(row.original);
              setOpen(true);
            }}
            deleteTitle={`Delete ${noun}?`}
            deleteDescription={`${nameOf(row.original)} will be deleted. This cannot be undone.`}
            onDelete={async () => {
              try {
                await apiRequest("DELETE", `${endpoint}/${row.original.id}`);
                router.refresh();
              } catch (error) {
                toast.error(`Failed to delete ${noun}: ${errorMessage(error)}`);
              }
            }}
          />
        ),
      },
    ],
    [columns, noun, nameOf, endpoint, router],
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
        <Plus aria-hidden /> Add {noun}
      </Button>
      <DataTable data={rows} columns={allColumns} searchLabel={searchLabel} empty={empty} />
      <RecordFormDialog
        idPrefix={noun.replace(/\W+/g, "-").toLowerCase()}
        title={editing ? `Edit ${noun}` : `Add ${noun}`}
        submitLabel={editing ? "Save" : `Add ${noun}`}
        open={open}
        onOpenChange={setOpen}
        schema={schema}
        fields={fields}
        values={formValues(editing ?? {}, names)}
        onSubmit={async (input) => {
          try {
            if (editing) await apiRequest("PUT", `${endpoint}/${editing.id}`, input);
            else await apiRequest("POST", endpoint, input);
            router.refresh();
            return true;
          } catch (error) {
            toast.error(`Failed to save ${noun}: ${errorMessage(error)}`);
            return false;
          }
        }}
      />
    </div>
  );
}
