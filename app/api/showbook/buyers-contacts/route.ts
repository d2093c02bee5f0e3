import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { listBuyerContacts } from "@/lib/contacts/contacts";

export const GET = apiRoute({ access: "user" }, async ({ user }) =>
  NextResponse.json({ contacts: await listBuyerContacts(getDb(), user) }),
);
