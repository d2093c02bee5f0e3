"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { useCallback } from "react";
import type { z } from "zod";
import { apiRequest } from "@/lib/api/client";
import { RecordFormDialog, type FieldSpec } from "./record-form-dialog";
import { RecordsTable } from "./records-table";

type Row = { id: string };

const deleteDescription = (name: string) => `${name} will be deleted. This cannot be undone.`;

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
  const deleteFailure = useCallback((reason: string) => `Failed to delete ${noun}: ${reason}`, [noun]);

  return (
    <RecordsTable
      rows={rows}
      columns={columns}
      noun={noun}
      addLabel={`Add ${noun}`}
      endpoint={endpoint}
      nameOf={nameOf}
      deleteDescription={deleteDescription}
      deleteFailure={deleteFailure}
      searchLabel={searchLabel}
      empty={empty}
      dialog={({ open, onOpenChange, editing, refresh }) => (
        <RecordFormDialog
          idPrefix={noun.replace(/\W+/g, "-").toLowerCase()}
          title={editing ? `Edit ${noun}` : `Add ${noun}`}
          submitLabel={editing ? "Save" : `Add ${noun}`}
          open={open}
          onOpenChange={onOpenChange}
          schema={schema}
          fields={fields}
          record={editing}
          save={async (input) => {
            if (editing) await apiRequest("PUT", `${endpoint}/${editing.id}`, { body: input });
            else await apiRequest("POST", endpoint, { body: input });
            refresh();
          }}
          failureMessage={(reason) => `Failed to save ${noun}: ${reason}`}
        />
      )}
    />
  );
}
