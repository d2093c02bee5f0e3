import { NextResponse } from "next/server";
import { actingScope } from "@/lib/auth/acting-scope";
import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { sendOwnerReportNow } from "@/lib/owner-reports/agent";

/** The report e-mail to the owner now, outside the weekly schedule. */
export const POST = apiRoute({ access: "user", params: z.object({ id: z.string() }), limit: { ownerReportsPerUser: "user" } }, async ({ user, params }) => {
  await sendOwnerReportNow(getDb(), await actingScope(getDb(), user), params.id, new Date());
  return NextResponse.json({ ok: true });
});
