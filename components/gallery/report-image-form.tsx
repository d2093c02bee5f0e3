"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { FieldError, Label, Textarea } from "@/components/ui/input";
import { invalidProps } from "@/components/ui/form-field";
import { call } from "@/lib/api/call";
import { showServerError } from "@/lib/forms/show-server-error";
import { reportImageEndpoint } from "@/lib/gallery/endpoints";
import { REPORT_REASON_MAX_LENGTH } from "@/lib/gallery/limits";
import { reportImageSchema } from "@/lib/gallery/schemas";

/** Any signed-in user reports an image to the admins, with a reason. */
export function ReportImageForm({ imageId }: { imageId: string }) {
  const [open, setOpen] = useState(false);
  const form = useForm<z.input<typeof reportImageSchema>, unknown, z.output<typeof reportImageSchema>>({
    resolver: zodResolver(reportImageSchema),
    defaultValues: { reason: "" },
  });
  const { formState } = form;

  if (!open) {
    return (
      <Button type="button" variant="link" className="self-start px-0 text-red-700" onClick={() => setOpen(true)}>
        Report image
      </Button>
    );
  }

  const submit = form.handleSubmit(async (body) => {
    try {
      await call(reportImageEndpoint, { params: { id: imageId }, body });
      toast.success("Thanks, the image was reported to the admins.");
      setOpen(false);
      form.reset();
    } catch (error) {
      showServerError(form, error, (reason) => `Failed to report image: ${reason}`);
    }
  });

  const id = `report-${imageId}`;
  const error = formState.errors.reason?.message;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2 border-t border-slate-200 pt-3">
      <Label htmlFor={id}>Why should an admin look at this image?</Label>
      <Textarea id={id} required maxLength={REPORT_REASON_MAX_LENGTH} {...form.register("reason")} {...invalidProps(id, error)} />
      <FieldError id={`${id}-error`} messages={error ? [error] : undefined} />
      <div className="flex gap-2">
        <Button type="submit" variant="destructive" size="sm" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? "Reporting..." : "Send report"}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
