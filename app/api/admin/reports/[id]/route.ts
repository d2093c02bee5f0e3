import { NextResponse } from "next/server";
import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { REPORT_NOT_FOUND_MESSAGE, resolveReport } from "@/lib/gallery/reports";
import { resolveReportSchema } from "@/lib/gallery/schemas";

const params = z.object({ id: z.uuid(REPORT_NOT_FOUND_MESSAGE) });

export const POST = apiRoute({ access: "admin", params, body: resolveReportSchema }, async ({ user, params, body }) => {
  await resolveReport(getDb(), user.id, params.id, body.action);
  return NextResponse.json({ ok: true });
});
