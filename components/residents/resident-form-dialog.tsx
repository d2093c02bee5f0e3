"use client";

import { PERSON_FIELDS, RecordFormDialog, type FieldSpec } from "@/components/contacts/record-form-dialog";
import { call } from "@/lib/api/call";
import { createResidentEndpoint, updateResidentEndpoint } from "@/lib/residents/endpoints";
import { residentSchema, type ResidentRecord } from "@/lib/residents/schemas";

const FIELDS: FieldSpec[] = [
  ...PERSON_FIELDS,
  { name: "emergencyContactName", label: "Emergency contact name" },
  { name: "emergencyContactPhone", label: "Emergency contact phone", type: "tel" },
  { name: "leaseStartDate", label: "Lease start date", type: "date" },
  { name: "leaseEndDate", label: "Lease end date", type: "date" },
  { name: "monthlyRent", label: "Monthly rent", inputMode: "decimal" },
  { name: "securityDeposit", label: "Security deposit", inputMode: "decimal" },
  { name: "electronicNoticeConsentAt", label: "Agreed in writing to notices by e-mail and SMS on", type: "date" },
  { name: "electronicNoticeConsentEvidence", label: "Evidence of that agreement" },
  { name: "otherHoursConsentAt", label: "Agreed in writing to showings outside business hours on", type: "date" },
  { name: "otherHoursConsentEvidence", label: "Evidence of the agreement to other hours" },
  { name: "isActive", label: "Active resident", type: "checkbox" },
];

const BLANK = { isActive: true };

const NOTE = (
  <p className="text-xs text-slate-600">
    Without a written agreement, e-mail and SMS are courtesy copies: California Civil Code § 1954(d)(1) counts only
    notice delivered in person, left at the door, or mailed. Without a written agreement to other hours, showings are
    offered only in normal business hours (§ 1954(b)).
  </p>
);

/** Creates a resident, or edits `resident`; `failureMessage` words a refusal that names no field, in the caller's context. */
export function ResidentFormDialog({
  open,
  onOpenChange,
  resident,
  onSaved,
  failureMessage,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  resident?: ResidentRecord;
  onSaved: (resident: ResidentRecord) => void | Promise<void>;
  failureMessage: (reason: string) => string;
}) {
  return (
    <RecordFormDialog
      idPrefix="resident"
      title={resident ? "Edit Resident" : "Create New Resident"}
      submitLabel={resident ? "Save Resident" : "Create Resident"}
      open={open}
      onOpenChange={onOpenChange}
      schema={residentSchema}
      fields={FIELDS}
      record={resident}
      blank={BLANK}
      note={NOTE}
      save={async (input) => {
        const answer = resident
          ? await call(updateResidentEndpoint, { params: { id: resident.id }, body: input })
          : await call(createResidentEndpoint, { body: input });
        await onSaved(answer.resident);
      }}
      failureMessage={failureMessage}
    />
  );
}
