"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import type { Resident } from "@/db/schema";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { FormField, invalidProps } from "@/components/ui/form-field";
import { Input, Label } from "@/components/ui/input";
import { errorMessage, saveRecord, isSessionExpired } from "@/lib/api/client";
import { residentSchema, type ResidentInput } from "@/lib/residents/schemas";

type FormValues = z.input<typeof residentSchema>;

const blank = {
  firstName: "",
  lastName: "",
  phone: "",
  email: "",
  emergencyContactName: "",
  emergencyContactPhone: "",
  leaseStartDate: "",
  leaseEndDate: "",
  monthlyRent: "",
  securityDeposit: "",
  isActive: true,
  electronicNoticeConsentAt: "",
  electronicNoticeConsentEvidence: "",
  otherHoursConsentAt: "",
  otherHoursConsentEvidence: "",
} satisfies FormValues;

const FIELDS = [
  ["firstName", "First name", "text"],
  ["lastName", "Last name", "text"],
  ["phone", "Phone", "tel"],
  ["email", "Email", "email"],
  ["emergencyContactName", "Emergency contact name", "text"],
  ["emergencyContactPhone", "Emergency contact phone", "tel"],
  ["leaseStartDate", "Lease start date", "date"],
  ["leaseEndDate", "Lease end date", "date"],
  ["monthlyRent", "Monthly rent", "text"],
  ["securityDeposit", "Security deposit", "text"],
  ["electronicNoticeConsentAt", "Agreed in writing to notices by e-mail and SMS on", "date"],
  ["electronicNoticeConsentEvidence", "Evidence of that agreement", "text"],
  ["otherHoursConsentAt", "Agreed in writing to showings outside business hours on", "date"],
  ["otherHoursConsentEvidence", "Evidence of the agreement to other hours", "text"],
] as const;

const toFormValues = (resident: Resident): FormValues => ({
  firstName: resident.firstName,
  lastName: resident.lastName,
  phone: resident.phone,
  email: resident.email,
  emergencyContactName: resident.emergencyContactName,
  emergencyContactPhone: resident.emergencyContactPhone,
  leaseStartDate: resident.leaseStartDate ?? "",
  leaseEndDate: resident.leaseEndDate ?? "",
  monthlyRent: resident.monthlyRent ?? "",
  securityDeposit: resident.securityDeposit ?? "",
  isActive: resident.isActive,
  // Arrives from the JSON API as an ISO string; the date input wants the day only.
  electronicNoticeConsentAt: resident.electronicNoticeConsentAt ? String(resident.electronicNoticeConsentAt).slice(0, 10) : "",
  electronicNoticeConsentEvidence: resident.electronicNoticeConsentEvidence,
  otherHoursConsentAt: resident.otherHoursConsentAt ? String(resident.otherHoursConsentAt).slice(0, 10) : "",
  otherHoursConsentEvidence: resident.otherHoursConsentEvidence,
});

/** Creates a resident, or edits `resident`; `failureMessage` turns a server error into the caller's toast. */
export function ResidentFormDialog({
  open,
  onOpenChange,
  resident,
  onSaved,
  failureMessage,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  resident?: Resident;
  onSaved: (resident: Resident) => void | Promise<void>;
  failureMessage: (reason: string) => string;
}) {
  const form = useForm<FormValues, unknown, ResidentInput>({
    resolver: zodResolver(residentSchema),
    values: resident ? toFormValues(resident) : blank,
  });
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;

  const submit = handleSubmit(async (input) => {
    try {
      await onSaved(await saveRecord<Resident>("/api/showbook/residents", "resident", resident?.id, input));
      onOpenChange(false);
      form.reset(blank);
    } catch (error) {
      if (!isSessionExpired(error)) toast.error(failureMessage(errorMessage(error)));
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={resident ? "Edit Resident" : "Create New Resident"}>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            {FIELDS.map(([name, label, type]) => {
              const id = `resident-${name}`;
              const error = errors[name]?.message;
              return (
                <FormField key={name} id={id} label={label} error={error}>
                  <Input
                    id={id}
                    type={type}
                    inputMode={name === "monthlyRent" || name === "securityDeposit" ? "decimal" : undefined}
                    {...register(name)}
                    {...invalidProps(id, error)}
                  />
                </FormField>
              );
            })}
          </div>
          <p className="text-xs text-slate-600">
            Without a written agreement, e-mail and SMS are courtesy copies: California Civil Code § 1954(d)(1) counts
            only notice delivered in person, left at the door, or mailed. Without a written agreement to other hours,
            showings are offered only in normal business hours (§ 1954(b)).
          </p>
          <div className="flex items-center gap-2">
            <input id="resident-isActive" type="checkbox" className="size-4" {...register("isActive")} />
            <Label htmlFor="resident-isActive">Active resident</Label>
          </div>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? "Saving..." : resident ? "Save Resident" : "Create Resident"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
