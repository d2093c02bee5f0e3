"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import type { Landlord } from "@/db/schema";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { FormField, invalidProps } from "@/components/ui/form-field";
import { Input, Select } from "@/components/ui/input";
import { ownerSchema, type OwnerInput } from "@/lib/owners/schemas";
import { errorMessage, saveRecord, isSessionExpired } from "@/lib/api/client";
import { formatPhone } from "@/lib/phone/phone";

type FormValues = z.input<typeof ownerSchema>;

const blank: FormValues = {
  isCompany: false,
  firstName: "",
  lastName: "",
  companyName: "",
  contactPersonName: "",
  phone: "",
  email: "",
  mailingAddressLine1: "",
  mailingAddressLine2: "",
  mailingCity: "",
  mailingState: "",
  mailingZip: "",
  taxId: "",
  showingNotices: true,
};

const TEXT_FIELDS = [
  ["phone", "Phone", "tel"],
  ["email", "Email", "email"],
  ["mailingAddressLine1", "Mailing address line 1", "text"],
  ["mailingAddressLine2", "Mailing address line 2", "text"],
  ["mailingCity", "Mailing city", "text"],
  ["mailingState", "Mailing state", "text"],
  ["mailingZip", "Mailing ZIP", "text"],
  ["taxId", "Tax ID", "text"],
] as const;

/** Creates an owner, or edits `owner`; `failureMessage` turns a server error into the toast of the caller's context. */
export function OwnerFormDialog({
  open,
  onOpenChange,
  owner,
  onSaved,
  failureMessage,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  owner?: Landlord;
  onSaved: (owner: Landlord) => void | Promise<void>;
  failureMessage: (reason: string) => string;
}) {
  const form = useForm<FormValues, unknown, OwnerInput>({
    resolver: zodResolver(ownerSchema),
    values: owner ? { ...blank, ...pickOwner(owner) } : blank,
  });
  const { register, handleSubmit, control, formState } = form;
  const errors = formState.errors;
  const isCompany = useWatch({ control, name: "isCompany" });

  const submit = handleSubmit(async (input) => {
    try {
      await onSaved(await saveRecord<Landlord>("/api/showbook/landlords", "landlord", owner?.id, input));
      onOpenChange(false);
      form.reset(blank);
    } catch (error) {
      if (!isSessionExpired(error)) toast.error(failureMessage(errorMessage(error)));
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={owner ? "Edit Owner" : "Create New Owner"}>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <FormField id="owner-type" label="Owner type">
            <Select
              id="owner-type"
              value={isCompany ? "company" : "individual"}
              onChange={(event) => form.setValue("isCompany", event.target.value === "company")}
            >
              <option value="individual">Individual</option>
              <option value="company">Company</option>
            </Select>
          </FormField>
          {isCompany ? (
            <>
              <FormField id="owner-companyName" label="Company name" error={errors.companyName?.message}>
                <Input id="owner-companyName" {...register("companyName")} {...invalidProps("owner-companyName", errors.companyName?.message)} />
              </FormField>
              <FormField id="owner-contactPersonName" label="Contact person">
                <Input id="owner-contactPersonName" {...register("contactPersonName")} />
              </FormField>
            </>
          ) : (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id="owner-firstName" label="First name" error={errors.firstName?.message}>
                <Input id="owner-firstName" {...register("firstName")} {...invalidProps("owner-firstName", errors.firstName?.message)} />
              </FormField>
              <FormField id="owner-lastName" label="Last name" error={errors.lastName?.message}>
                <Input id="owner-lastName" {...register("lastName")} {...invalidProps("owner-lastName", errors.lastName?.message)} />
              </FormField>
            </div>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            {TEXT_FIELDS.map(([name, label, type]) => (
              <FormField key={name} id={`owner-${name}`} label={label} error={errors[name]?.message}>
                <Input id={`owner-${name}`} type={type} {...register(name)} {...invalidProps(`owner-${name}`, errors[name]?.message)} />
              </FormField>
            ))}
          </div>
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input type="checkbox" className="mt-0.5 size-4" {...register("showingNotices")} />
            <span>E-mail this owner a notice of each showing (the owner can also stop them from the e-mail)</span>
          </label>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? "Saving..." : owner ? "Save Owner" : "Create Owner"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function pickOwner(owner: Landlord): FormValues {
  const { isCompany, firstName, lastName, companyName, contactPersonName, phone, email } = owner;
  const { mailingAddressLine1, mailingAddressLine2, mailingCity, mailingState, mailingZip, taxId, showingNotices } = owner;
  return {
    isCompany,
    firstName,
    lastName,
    companyName,
    contactPersonName,
    phone: formatPhone(phone),
    email,
    mailingAddressLine1,
    mailingAddressLine2,
    mailingCity,
    mailingState,
    mailingZip,
    taxId,
    showingNotices,
  };
}
