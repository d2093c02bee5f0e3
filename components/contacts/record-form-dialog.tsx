"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldValues } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { FormField, invalidProps } from "@/components/ui/form-field";
import { Input, Select, Textarea } from "@/components/ui/input";

export type FieldSpec = {
  name: string;
  label: string;
  type?: "text" | "email" | "tel" | "number" | "date" | "textarea" | "select";
  options?: readonly { value: string; label: string }[];
  step?: string;
};

/** A create/edit dialog for a flat record: one field per spec, validated with the API's own zod schema. */
export function RecordFormDialog({
  idPrefix,
  title,
  submitLabel,
  open,
  onOpenChange,
  schema,
  fields,
  values,
  onSubmit,
}: {
  idPrefix: string;
  title: string;
  submitLabel: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  schema: z.ZodType;
  fields: FieldSpec[];
  values: Record<string, string>;
  onSubmit: (input: FieldValues) => Promise<boolean>;
}) {
  const form = useForm<FieldValues>({ resolver: zodResolver(schema as z.ZodType<FieldValues, FieldValues>), values });
  const { register, handleSubmit, formState } = form;
  const submit = handleSubmit(async (input) => {
    if (await onSubmit(input)) onOpenChange(false);
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title}>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            {fields.map((field) => {
              const id = `${idPrefix}-${field.name}`;
              const error = formState.errors[field.name]?.message as string | undefined;
              const control = { id, ...register(field.name), ...invalidProps(id, error) };
              return (
                <div key={field.name} className={field.type === "textarea" ? "sm:col-span-2" : undefined}>
                  <FormField id={id} label={field.label} error={error}>
                    {field.type === "select" ? (
                      <Select {...control}>
                        {field.options?.map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.label}
                          </option>
                        ))}
                      </Select>
                    ) : field.type === "textarea" ? (
                      <Textarea {...control} />
                    ) : (
                      <Input type={field.type ?? "text"} step={field.step} {...control} />
                    )}
                  </FormField>
                </div>
              );
            })}
          </div>
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

/** A row's values as form strings: null becomes "". */
export const formValues = (row: Record<string, unknown>, names: string[]): Record<string, string> =>
  Object.fromEntries(names.map((name) => [name, row[name] === null || row[name] === undefined ? "" : String(row[name])]));
