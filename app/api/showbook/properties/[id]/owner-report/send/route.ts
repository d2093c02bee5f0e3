import { NextResponse } from "next/server";
import { actingScope } from "@/lib/auth/acting-scope";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { sendOwnerReportNow } from "@/lib/owner-reports/agent";
import { sendOwnerReportEndpoint } from "@/lib/owner-reports/endpoints";

export const POST = apiRoute(sendOwnerReportEndpoint, { access: "user", limit: { ownerReportsPerUser: "user" } }, async ({ user, params }) => {
  await sendOwnerReportNow(getDb(), await actingScope(getDb(), user), params.id, new Date());
  return NextResponse.json({ ok: true });
});
