import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { syncProspects } from "@/lib/prospects/prospects";
import { agentScope } from "@/lib/auth/scope";
import { syncProspectsEndpoint } from "@/lib/prospects/endpoints";

export const POST = apiRoute(syncProspectsEndpoint, { access: "user" }, async ({ user }) => NextResponse.json(await syncProspects(getDb(), agentScope(user.id))));
