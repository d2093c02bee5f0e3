"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { DataTable } from "@/components/ui/data-table";
import { truncateShowings, type BuyerContactRecord } from "@/lib/contacts/schemas";
import { formatContactDate } from "./contact-format";
import { formatPhone } from "@/lib/phone/phone";

const COLUMNS: ColumnDef<BuyerContactRecord>[] = [
  { accessorKey: "fullName", header: "Name" },
  { accessorKey: "email", header: "Email" },
  { accessorKey: "phone", header: "Phone", cell: ({ row }) => formatPhone(row.original.phone) },
  { accessorKey: "bookingsCount", header: "Bookings" },
  {
    accessorKey: "showings",
    header: "Showings",
    cell: ({ row }) => <span title={row.original.showings}>{truncateShowings(row.original.showings)}</span>,
  },
  { id: "firstContact", header: "First contact", accessorFn: (row) => row.firstContact, cell: ({ row }) => formatContactDate(row.original.firstContact) },
  { id: "lastContact", header: "Last contact", accessorFn: (row) => row.lastContact, cell: ({ row }) => formatContactDate(row.original.lastContact) },
];

export function BuyersTable({ contacts }: { contacts: BuyerContactRecord[] }) {
  return <DataTable data={contacts} columns={COLUMNS} searchLabel="Search buyers" empty="No buyers yet. Buyers appear here when they book a showing." />;
}
