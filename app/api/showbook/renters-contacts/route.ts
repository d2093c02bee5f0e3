import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { createRenterContact, listRenterContacts } from "@/lib/contacts/contacts";
import { renterContactSchema } from "@/lib/contacts/schemas";

export const GET = apiRoute({ access: "user" }, async ({ user }) =>
  NextResponse.json({ contacts: await listRenterContacts(getDb(), user) }),
);

export const POST = apiRoute({ access: "user", body: renterContactSchema }, async ({ user, body }) =>
  NextResponse.json({ contact: await createRenterContact(getDb(), user, body) }, { status: 201 }),
);
