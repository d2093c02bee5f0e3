"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormField, invalidProps } from "@/components/ui/form-field";
import { Input, Select } from "@/components/ui/input";
import { call } from "@/lib/api/call";
import { recordManualNoticeEndpoint } from "@/lib/showings/endpoints";
import { MANUAL_NOTICE_LABELS, type ManualNoticeMethod } from "@/lib/compliance/manual-notice-methods";
import { showServerError } from "@/lib/forms/show-server-error";
import { manualNoticeSchema, type ManualNoticeInput } from "@/lib/showings/manual-notice-schema";

/**
 * The agent records when, how and by whom a notice was given by hand; the verdict follows.
 * "When" is the property's wall-clock time (its zone named in the label) and is sent as
 * typed: the server reads it in the property's zone, never the browser's.
 */
export function ManualNoticeForm({
  bookingId,
  methods,
  defaultMethod,
  zone,
}: {
  bookingId: string;
  methods: readonly ManualNoticeMethod[];
  defaultMethod: ManualNoticeMethod;
  /** The property's zone, as the label names it ("Pacific Time"). */
  zone: string;
}) {
  const router = useRouter();
  const form = useForm<z.input<typeof manualNoticeSchema>, unknown, ManualNoticeInput>({
    resolver: zodResolver(manualNoticeSchema),
    defaultValues: { method: defaultMethod, givenAt: "", givenBy: "" },
  });
  const { register, handleSubmit, formState, resetField } = form;
  const errors = formState.errors;

  const submit = handleSubmit(async (input) => {
    try {
      await call(recordManualNoticeEndpoint, { params: { id: bookingId }, body: input });
      toast.success("Notice recorded");
      resetField("givenAt");
      router.refresh();
    } catch (error) {
      showServerError(form, error, (reason) => `Could not record the notice: ${reason}`);
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Record a notice given by hand"
      className="no-print mt-4 grid gap-3 rounded-md border border-slate-200 p-4 sm:grid-cols-2 sm:items-start"
    >
      <FormField id="manual-notice-method" label="How" error={errors.method?.message}>
        <Select id="manual-notice-method" {...register("method")} {...invalidProps("manual-notice-method", errors.method?.message)}>
          {methods.map((value) => (
            <option key={value} value={value}>
              {MANUAL_NOTICE_LABELS[value]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id="manual-notice-at" label={`When (${zone})`} error={errors.givenAt?.message}>
        <Input id="manual-notice-at" type="datetime-local" {...register("givenAt")} {...invalidProps("manual-notice-at", errors.givenAt?.message)} />
      </FormField>
      <FormField id="manual-notice-by" label="By whom" error={errors.givenBy?.message}>
        <Input id="manual-notice-by" maxLength={200} autoComplete="name" {...register("givenBy")} {...invalidProps("manual-notice-by", errors.givenBy?.message)} />
      </FormField>
      <Button type="submit" disabled={formState.isSubmitting} className="sm:mt-6">
        {formState.isSubmitting ? "Recording..." : "Record Notice"}
      </Button>
    </form>
  );
}
