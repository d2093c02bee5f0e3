import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { createBuyerAgentContact, listBuyerAgentContacts } from "@/lib/contacts/contacts";
import { buyerAgentContactSchema } from "@/lib/contacts/schemas";

export const GET = apiRoute({ access: "user" }, async ({ user }) =>
  NextResponse.json({ contacts: await listBuyerAgentContacts(getDb(), user) }),
);

export const POST = apiRoute({ access: "user", body: buyerAgentContactSchema }, async ({ user, body }) =>
  NextResponse.json({ contact: await createBuyerAgentContact(getDb(), user, body) }, { status: 201 }),
);
