import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { listComplianceLogs } from "@/lib/compliance/compliance-logs";
import { everyAgentForAdmin } from "@/lib/auth/scope";
import { listComplianceLogsEndpoint } from "@/lib/compliance/endpoints";

export const GET = apiRoute(listComplianceLogsEndpoint, { access: "user" }, async ({ user, params }) =>
  NextResponse.json({ logs: await listComplianceLogs(getDb(), everyAgentForAdmin(user), params.id) }),
);
