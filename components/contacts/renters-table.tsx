"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { Badge } from "@/components/ui/badge";
import type { LeadBand } from "@/lib/contacts/lead-score";
import { call } from "@/lib/api/call";
import { createRenterContactEndpoint, deleteRenterContactEndpoint, updateRenterContactEndpoint } from "@/lib/contacts/endpoints";
import { renterContactSchema, type RenterContactInput, type RenterContactRecord } from "@/lib/contacts/schemas";
import { formatContactDate, fullName } from "./contact-format";
import { EditableContacts, type ContactCalls } from "./editable-contacts";
import { PERSON_FIELDS, type FieldSpec } from "./record-form-dialog";
import { formatPhone } from "@/lib/phone/phone";
import { dollarsToCents, formatUsd } from "@/lib/constants";

const FIELDS: FieldSpec[] = [
  ...PERSON_FIELDS,
  { name: "leadSource", label: "Lead source" },
  { name: "moveInDate", label: "Move-in date", type: "date" },
  { name: "budgetMin", label: "Budget min ($/month)", type: "number" },
  { name: "budgetMax", label: "Budget max ($/month)", type: "number" },
  { name: "bedroomsDesired", label: "Bedrooms", type: "number" },
  { name: "bathroomsDesired", label: "Bathrooms", type: "number", step: "0.5" },
  { name: "preferredAreas", label: "Preferred areas" },
  { name: "pets", label: "Pets" },
];

const BAND_TONES: Record<LeadBand, "green" | "amber" | "neutral"> = { high: "green", medium: "amber", low: "neutral" };
const BAND_LABELS: Record<LeadBand, string> = { high: "High", medium: "Medium", low: "Low" };

const budget = (row: RenterContactRecord) =>
  row.budgetMin === null && row.budgetMax === null
    ? "—"
    : [row.budgetMin, row.budgetMax].map((value) => (value === null ? "…" : formatUsd(dollarsToCents(value)))).join(" – ");

const COLUMNS: ColumnDef<RenterContactRecord>[] = [
  { id: "name", header: "Name", accessorFn: fullName },
  {
    id: "leadScore",
    header: "Lead score",
    accessorFn: (row) => row.lead.score,
    cell: ({ row }) => {
      const { lead } = row.original;
      const why = lead.factors.map((factor) => `${factor.label}: ${factor.points}/${factor.max}`).join(", ");
      return (
        <div>
          <Badge tone={BAND_TONES[lead.band]}>
            {lead.score} · {BAND_LABELS[lead.band]}
          </Badge>
          <div className="mt-1 text-xs text-slate-600">{why}</div>
        </div>
      );
    },
  },
  { accessorKey: "email", header: "Email" },
  { accessorKey: "phone", header: "Phone", cell: ({ row }) => formatPhone(row.original.phone) },
  { accessorKey: "leadSource", header: "Source" },
  { id: "budget", header: "Budget", accessorFn: budget },
  { id: "moveIn", header: "Move-in", accessorFn: (row) => row.moveInDate ?? "", cell: ({ row }) => row.original.moveInDate ?? "—" },
  { id: "beds", header: "Beds / baths", accessorFn: (row) => `${row.bedroomsDesired ?? "—"} / ${row.bathroomsDesired ?? "—"}` },
  { accessorKey: "preferredAreas", header: "Areas" },
  { accessorKey: "pets", header: "Pets" },
  { accessorKey: "bookingsCount", header: "Bookings" },
  { id: "lastContact", header: "Last contact", accessorFn: (row) => row.lastContact, cell: ({ row }) => formatContactDate(row.original.lastContact) },
];

const CALLS: ContactCalls<RenterContactInput> = {
  create: (body) => call(createRenterContactEndpoint, { body }),
  update: (id, body) => call(updateRenterContactEndpoint, { params: { id }, body }),
  remove: (id) => call(deleteRenterContactEndpoint, { params: { id } }),
};

export function RentersTable({ contacts }: { contacts: RenterContactRecord[] }) {
  return (
    <EditableContacts
      rows={contacts}
      columns={COLUMNS}
      noun="Renter"
      calls={CALLS}
      schema={renterContactSchema}
      fields={FIELDS}
      nameOf={fullName}
      searchLabel="Search renters"
      empty="No renters yet. Renters appear here when they book a showing."
    />
  );
}
