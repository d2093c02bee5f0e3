import { NextResponse } from "next/server";
import { actingScope } from "@/lib/auth/acting-scope";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { renewOwnerReportLink } from "@/lib/owner-reports/agent";
import { renewOwnerLinkEndpoint } from "@/lib/owner-reports/endpoints";

export const POST = apiRoute(renewOwnerLinkEndpoint, { access: "user" }, async ({ user, params }) =>
  NextResponse.json({ url: await renewOwnerReportLink(getDb(), await actingScope(getDb(), user), params.id, new Date()) }),
);
