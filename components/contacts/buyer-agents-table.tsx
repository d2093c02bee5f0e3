"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { call } from "@/lib/api/call";
import { createBuyerAgentContactEndpoint, deleteBuyerAgentContactEndpoint, updateBuyerAgentContactEndpoint } from "@/lib/contacts/endpoints";
import { buyerAgentContactSchema, type BuyerAgentContactInput, type BuyerAgentContactRecord } from "@/lib/contacts/schemas";
import { formatContactDate, fullName } from "./contact-format";
import { EditableContacts, type ContactCalls } from "./editable-contacts";
import { PERSON_FIELDS, type FieldSpec } from "./record-form-dialog";
import { formatPhone } from "@/lib/phone/phone";

const FIELDS: FieldSpec[] = [
  ...PERSON_FIELDS,
  { name: "licenseNumber", label: "License number" },
  { name: "brokerageName", label: "Brokerage" },
  { name: "specialties", label: "Specialties", type: "textarea" },
];

const CALLS: ContactCalls<BuyerAgentContactInput> = {
  create: (body) => call(createBuyerAgentContactEndpoint, { body }),
  update: (id, body) => call(updateBuyerAgentContactEndpoint, { params: { id }, body }),
  remove: (id) => call(deleteBuyerAgentContactEndpoint, { params: { id } }),
};

const COLUMNS: ColumnDef<BuyerAgentContactRecord>[] = [
  { id: "name", header: "Name", accessorFn: fullName },
  { accessorKey: "email", header: "Email" },
  { accessorKey: "phone", header: "Phone", cell: ({ row }) => formatPhone(row.original.phone) },
  { accessorKey: "licenseNumber", header: "License" },
  { accessorKey: "brokerageName", header: "Brokerage" },
  { accessorKey: "specialties", header: "Specialties" },
  { accessorKey: "bookingsCount", header: "Bookings" },
  { id: "lastContact", header: "Last contact", accessorFn: (row) => row.lastContact, cell: ({ row }) => formatContactDate(row.original.lastContact) },
  { id: "createdAt", header: "Added", accessorFn: (row) => row.createdAt, cell: ({ row }) => formatContactDate(row.original.createdAt) },
];

export function BuyerAgentsTable({ contacts }: { contacts: BuyerAgentContactRecord[] }) {
  return (
    <EditableContacts
      rows={contacts}
      columns={COLUMNS}
      noun="Buyer's Agent"
      calls={CALLS}
      schema={buyerAgentContactSchema}
      fields={FIELDS}
      nameOf={fullName}
      searchLabel="Search buyer's agents"
      empty="No buyer's agents yet. Agents appear here when they book a showing."
    />
  );
}
