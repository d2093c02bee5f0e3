import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { listBuyerContacts } from "@/lib/contacts/contacts";
import { agentScope } from "@/lib/auth/scope";

export const GET = apiRoute({ access: "user" }, async ({ user }) =>
  NextResponse.json({ contacts: await listBuyerContacts(getDb(), agentScope(user.id)) }),
);
