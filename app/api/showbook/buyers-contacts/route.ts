import { NextResponse } from "next/server";
import { listScope } from "@/lib/auth/acting-scope";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { listBuyerContacts } from "@/lib/contacts/contacts";

export const GET = apiRoute({ access: "user" }, async ({ req, user }) =>
  NextResponse.json({ contacts: await listBuyerContacts(getDb(), await listScope(getDb(), user, req)) }),
);
