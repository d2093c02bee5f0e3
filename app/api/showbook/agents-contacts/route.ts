import { NextResponse } from "next/server";
import { listScope } from "@/lib/auth/acting-scope";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { createBuyerAgentContactEndpoint } from "@/lib/contacts/endpoints";
import { createBuyerAgentContact, listBuyerAgentContacts } from "@/lib/contacts/contacts";
import { agentScope } from "@/lib/auth/scope";

export const GET = apiRoute({ access: "user" }, async ({ req, user }) =>
  NextResponse.json({ contacts: await listBuyerAgentContacts(getDb(), await listScope(getDb(), user, req)) }),
);

export const POST = apiRoute(createBuyerAgentContactEndpoint, { access: "user" }, async ({ user, body }) =>
  NextResponse.json({ contact: await createBuyerAgentContact(getDb(), agentScope(user.id), body) }, { status: 201 }),
);
