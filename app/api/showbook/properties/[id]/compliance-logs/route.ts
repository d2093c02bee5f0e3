import { NextResponse } from "next/server";
import { actingScope } from "@/lib/auth/acting-scope";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { listComplianceLogs } from "@/lib/compliance/compliance-logs";
import { listComplianceLogsEndpoint } from "@/lib/compliance/endpoints";

export const GET = apiRoute(listComplianceLogsEndpoint, { access: "user" }, async ({ user, params }) =>
  NextResponse.json({ logs: await listComplianceLogs(getDb(), await actingScope(getDb(), user), params.id) }),
);
