import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { resolveReportEndpoint } from "@/lib/gallery/endpoints";
import { resolveReport } from "@/lib/gallery/reports";

export const POST = apiRoute(resolveReportEndpoint, { access: "admin" }, async ({ user, params, body }) => {
  await resolveReport(getDb(), user.id, params.id, body.action);
  return NextResponse.json({ ok: true });
});
