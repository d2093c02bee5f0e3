"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import { useController, useForm, useWatch, type Control, type FieldValues } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { FormField, invalidProps } from "@/components/ui/form-field";
import { Input, Label, Select, Textarea } from "@/components/ui/input";
import { showServerError } from "@/lib/forms/show-server-error";
import { formatPhone } from "@/lib/phone/phone";

/** `stands` is the form value of an option that is not its text (an owner's "company" is `isCompany: true`). */
type Option = { value: string; label: string; stands?: boolean };

export type FieldSpec = {
  name: string;
  label: string;
  type?: "text" | "email" | "tel" | "number" | "date" | "textarea" | "select" | "checkbox";
  options?: readonly Option[];
  step?: string;
  inputMode?: "decimal";
  /** The field is shown (and checked by the schema's rules for it) only while this holds. */
  shownWhen?: (values: FieldValues) => boolean;
  /** Takes the whole row on wide screens. */
  wide?: boolean;
};

/** The name, e-mail and phone every person record (contact, prospect, resident) starts with. */
export const PERSON_FIELDS: FieldSpec[] = [
  { name: "firstName", label: "First name" },
  { name: "lastName", label: "Last name" },
  { name: "email", label: "Email", type: "email" },
  { name: "phone", label: "Phone", type: "tel" },
];

/** A select whose options may stand for other values than their own (an owner's "Individual"/"Company" for a boolean). */
function SelectField({ control, field, id, error }: { control: Control; field: FieldSpec; id: string; error?: string }) {
  const {
    field: { name, ref, onBlur, onChange, value },
  } = useController({ control, name: field.name });
  const options = field.options ?? [];
  const formValueOf = (option: Option) => option.stands ?? option.value;
  const selected = options.find((option) => formValueOf(option) === value);
  return (
    <Select
      id={id}
      name={name}
      ref={ref}
      onBlur={onBlur}
      value={selected?.value ?? ""}
      onChange={(event) => {
        const option = options.find((candidate) => candidate.value === event.target.value);
        if (option) onChange(formValueOf(option));
      }}
      {...invalidProps(id, error)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}

/**
 * The shared create/edit dialog for a record (contacts, prospects, owners, residents): one
 * field per spec, checked with the API's own zod schema, saved by `save`; a refusal from the
 * server lands on its fields (showServerError), anything else in the toast `failureMessage`.
 * It shows `record` (to edit) or `blank` (to create), `blank` filling what the record lacks.
 */
export function RecordFormDialog<Output extends FieldValues>({
  idPrefix,
  title,
  submitLabel,
  open,
  onOpenChange,
  schema,
  fields,
  record,
  blank = {},
  note,
  save,
  failureMessage,
}: {
  idPrefix: string;
  title: string;
  submitLabel: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  schema: z.ZodType<Output, FieldValues>;
  fields: FieldSpec[];
  record?: object;
  blank?: FieldValues;
  /** Shown between the fields and the check boxes. */
  note?: ReactNode;
  /** Sends the parsed input; throws the server's refusal. */
  save: (input: Output) => Promise<void>;
  failureMessage: (reason: string) => string;
}) {
  const values = formValues(record ?? blank, fields, blank);
  const form = useForm<FieldValues, unknown, Output>({ resolver: zodResolver(schema), values });
  const { register, handleSubmit, formState, control } = form;
  const current = useWatch({ control });
  const submit = handleSubmit(async (input) => {
    try {
      await save(input);
      onOpenChange(false);
      // The next "Add" starts blank: `values` did not change, so the form would keep what was typed.
      form.reset(values);
    } catch (error) {
      showServerError(form, error, failureMessage);
    }
  });

  const shown = fields.filter((field) => !field.shownWhen || field.shownWhen(current));
  const controlOf = (field: FieldSpec) => {
    const id = `${idPrefix}-${field.name}`;
    const error = formState.errors[field.name]?.message as string | undefined;
    return { id, error, props: { id, ...register(field.name), ...invalidProps(id, error) } };
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title}>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            {shown
              .filter((field) => field.type !== "checkbox")
              .map((field) => {
                const { id, error, props } = controlOf(field);
                return (
                  <div key={field.name} className={field.wide || field.type === "textarea" ? "sm:col-span-2" : undefined}>
                    <FormField id={id} label={field.label} error={error}>
                      {field.type === "select" ? (
                        <SelectField control={control} field={field} id={id} error={error} />
                      ) : field.type === "textarea" ? (
                        <Textarea {...props} />
                      ) : (
                        <Input type={field.type ?? "text"} step={field.step} inputMode={field.inputMode} {...props} />
                      )}
                    </FormField>
                  </div>
                );
              })}
          </div>
          {note}
          {shown
            .filter((field) => field.type === "checkbox")
            .map((field) => {
              const { id, props } = controlOf(field);
              return (
                <div key={field.name} className="flex items-start gap-2">
                  <input type="checkbox" className="mt-0.5 size-4" {...props} />
                  <Label htmlFor={id}>{field.label}</Label>
                </div>
              );
            })}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? "Saving..." : submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * A record's values as the form shows them, `blank` filling what it lacks: booleans stay
 * booleans, null becomes "", phones are formatted and dates (or timestamps) become the day.
 */
function formValues(record: object, fields: FieldSpec[], blank: FieldValues = {}): FieldValues {
  const row = record as Record<string, unknown>;
  return Object.fromEntries(
    fields.map(({ name, type }) => {
      const value = row[name] ?? blank[name];
      if (typeof value === "boolean") return [name, value];
      if (value === null || value === undefined) return [name, ""];
      if (type === "tel") return [name, formatPhone(String(value))];
      if (type === "date") return [name, String(value).slice(0, 10)];
      return [name, String(value)];
    }),
  );
}
