"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { useCallback } from "react";
import type { FieldValues } from "react-hook-form";
import type { z } from "zod";
import { RecordFormDialog, type FieldSpec } from "./record-form-dialog";
import { RecordsTable } from "./records-table";

type Row = { id: string };

const deleteDescription = (name: string) => `${name} will be deleted. This cannot be undone.`;

/** The calls of a kind of contact's create, update and delete endpoints, with the input its dialog's schema reads. */
export type ContactCalls<Input> = {
  create: (input: Input) => Promise<unknown>;
  update: (id: string, input: Input) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
};

/** A contacts table with add, edit and delete through `calls`. */
export function EditableContacts<T extends Row, Input extends FieldValues>({
  rows,
  columns,
  noun,
  calls,
  schema,
  fields,
  nameOf,
  searchLabel,
  empty,
}: {
  rows: T[];
  columns: ColumnDef<T>[];
  noun: string;
  calls: ContactCalls<Input>;
  schema: z.ZodType<Input, FieldValues>;
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
      remove={calls.remove}
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
            if (editing) await calls.update(editing.id, input);
            else await calls.create(input);
            refresh();
          }}
          failureMessage={(reason) => `Failed to save ${noun}: ${reason}`}
        />
      )}
    />
  );
}
