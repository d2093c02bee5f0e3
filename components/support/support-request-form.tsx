"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, type FieldValues } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormField, invalidProps } from "@/components/ui/form-field";
import { Input, Select, Textarea } from "@/components/ui/input";

type Field = { name: string; label: string; type: "text" | "textarea" | "select"; options?: readonly string[] };

/** A support form that validates, then opens an e-mail draft to support with the subject and body filled in. */
export function SupportRequestForm({
  idPrefix,
  title,
  submitLabel,
  schema,
  fields,
  defaults,
  toMailto,
  failureMessage,
}: {
  idPrefix: string;
  title: string;
  submitLabel: string;
  schema: z.ZodType;
  fields: Field[];
  defaults: Record<string, string>;
  toMailto: (values: FieldValues) => string;
  failureMessage: string;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const form = useForm<FieldValues>({ resolver: zodResolver(schema as z.ZodType<FieldValues, FieldValues>), defaultValues: defaults });
  const { register, handleSubmit, formState } = form;

  const submit = handleSubmit((values) => {
    try {
      const href = toMailto(values);
      setDraft(href);
      window.location.assign(href);
      toast.success("Your e-mail app should open with the message ready to send.");
      form.reset(defaults);
    } catch {
      toast.error(failureMessage);
    }
  });

  return (
    <section aria-labelledby={`${idPrefix}-title`} className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={`${idPrefix}-title`} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        {fields.map((field) => {
          const id = `${idPrefix}-${field.name}`;
          const error = formState.errors[field.name]?.message as string | undefined;
          const control = { id, ...register(field.name), ...invalidProps(id, error) };
          return (
            <FormField key={field.name} id={id} label={field.label} error={error}>
              {field.type === "select" ? (
                <Select {...control}>
                  {field.options?.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </Select>
              ) : field.type === "textarea" ? (
                <Textarea {...control} />
              ) : (
                <Input {...control} />
              )}
            </FormField>
          );
        })}
        <Button type="submit" className="self-start">
          {submitLabel}
        </Button>
        {draft ? (
          <p className="text-sm text-slate-600">
            Nothing opened?{" "}
            <a href={draft} className="text-blue-800 underline">
              Open the e-mail draft
            </a>
          </p>
        ) : null}
      </form>
    </section>
  );
}
