import { NextResponse } from "next/server";
import { listScope } from "@/lib/auth/acting-scope";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { createRenterContactEndpoint } from "@/lib/contacts/endpoints";
import { createRenterContact, listRenterContacts } from "@/lib/contacts/contacts";
import { agentScope } from "@/lib/auth/scope";

export const GET = apiRoute({ access: "user" }, async ({ req, user }) =>
  NextResponse.json({ contacts: await listRenterContacts(getDb(), await listScope(getDb(), user, req)) }),
);

export const POST = apiRoute(createRenterContactEndpoint, { access: "user" }, async ({ user, body }) =>
  NextResponse.json({ contact: await createRenterContact(getDb(), agentScope(user.id), body) }, { status: 201 }),
);
