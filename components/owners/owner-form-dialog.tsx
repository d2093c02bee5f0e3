"use client";

import { RecordFormDialog, type FieldSpec } from "@/components/contacts/record-form-dialog";
import { call } from "@/lib/api/call";
import { createOwnerEndpoint, updateOwnerEndpoint } from "@/lib/owners/endpoints";
import { ownerSchema, type OwnerRecord } from "@/lib/owners/schemas";

const isCompany = (values: { isCompany?: unknown }) => values.isCompany === true;

const FIELDS: FieldSpec[] = [
  {
    name: "isCompany",
    label: "Owner type",
    type: "select",
    wide: true,
    options: [
      { value: "individual", label: "Individual", stands: false },
      { value: "company", label: "Company", stands: true },
    ],
  },
  { name: "companyName", label: "Company name", shownWhen: isCompany },
  { name: "contactPersonName", label: "Contact person", shownWhen: isCompany },
  { name: "firstName", label: "First name", shownWhen: (values) => !isCompany(values) },
  { name: "lastName", label: "Last name", shownWhen: (values) => !isCompany(values) },
  { name: "phone", label: "Phone", type: "tel" },
  { name: "email", label: "Email", type: "email" },
  { name: "mailingAddressLine1", label: "Mailing address line 1" },
  { name: "mailingAddressLine2", label: "Mailing address line 2" },
  { name: "mailingCity", label: "Mailing city" },
  { name: "mailingState", label: "Mailing state" },
  { name: "mailingZip", label: "Mailing ZIP" },
  { name: "taxId", label: "Tax ID" },
  {
    name: "showingNotices",
    label: "E-mail this owner a notice of each showing (the owner can also stop them from the e-mail)",
    type: "checkbox",
  },
];

const BLANK = { isCompany: false, showingNotices: true };

/** Creates an owner, or edits `owner`; `failureMessage` words a refusal that names no field, in the caller's context. */
export function OwnerFormDialog({
  open,
  onOpenChange,
  owner,
  onSaved,
  failureMessage,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  owner?: OwnerRecord;
  onSaved: (owner: OwnerRecord) => void | Promise<void>;
  failureMessage: (reason: string) => string;
}) {
  return (
    <RecordFormDialog
      idPrefix="owner"
      title={owner ? "Edit Owner" : "Create New Owner"}
      submitLabel={owner ? "Save Owner" : "Create Owner"}
      open={open}
      onOpenChange={onOpenChange}
      schema={ownerSchema}
      fields={FIELDS}
      record={owner}
      blank={BLANK}
      save={async (input) => {
        const { landlord } = owner
          ? await call(updateOwnerEndpoint, { params: { id: owner.id }, body: input })
          : await call(createOwnerEndpoint, { body: input });
        await onSaved(landlord);
      }}
      failureMessage={failureMessage}
    />
  );
}
