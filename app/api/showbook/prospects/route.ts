import { NextResponse } from "next/server";
import { listScope } from "@/lib/auth/acting-scope";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { createProspect, listProspects } from "@/lib/prospects/prospects";
import { prospectQuerySchema, prospectSchema } from "@/lib/prospects/schemas";
import { agentScope } from "@/lib/auth/scope";

export const GET = apiRoute({ access: "user", query: prospectQuerySchema }, async ({ req, user, query }) =>
  NextResponse.json({ prospects: await listProspects(getDb(), await listScope(getDb(), user, req), query) }),
);

export const POST = apiRoute({ access: "user", body: prospectSchema }, async ({ user, body }) =>
  NextResponse.json({ prospect: await createProspect(getDb(), agentScope(user.id), body) }, { status: 201 }),
);
