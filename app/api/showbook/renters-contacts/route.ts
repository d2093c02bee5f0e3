import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { createRenterContact, listRenterContacts } from "@/lib/contacts/contacts";
import { renterContactSchema } from "@/lib/contacts/schemas";
import { agentScope } from "@/lib/auth/scope";

export const GET = apiRoute({ access: "user" }, async ({ user }) =>
  NextResponse.json({ contacts: await listRenterContacts(getDb(), agentScope(user.id)) }),
);

export const POST = apiRoute({ access: "user", body: renterContactSchema }, async ({ user, body }) =>
  NextResponse.json({ contact: await createRenterContact(getDb(), agentScope(user.id), body) }, { status: 201 }),
);
