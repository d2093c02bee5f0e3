import { NextResponse } from "next/server";
import { listScope } from "@/lib/auth/acting-scope";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { createProspect, listProspects } from "@/lib/prospects/prospects";
import { createProspectEndpoint, listProspectsEndpoint } from "@/lib/prospects/endpoints";
import { agentScope } from "@/lib/auth/scope";

export const GET = apiRoute(listProspectsEndpoint, { access: "user" }, async ({ req, user, query }) =>
  NextResponse.json({ prospects: await listProspects(getDb(), await listScope(getDb(), user, req), query) }),
);

export const POST = apiRoute(createProspectEndpoint, { access: "user" }, async ({ user, body }) =>
  NextResponse.json({ prospect: await createProspect(getDb(), agentScope(user.id), body) }, { status: 201 }),
);
