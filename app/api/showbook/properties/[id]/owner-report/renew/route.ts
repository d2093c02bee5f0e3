import { NextResponse } from "next/server";
import { actingScope } from "@/lib/auth/acting-scope";
import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { renewOwnerReportLink } from "@/lib/owner-reports/agent";

/** A new owner link; the old one opens nothing from now on. */
export const POST = apiRoute({ access: "user", params: z.object({ id: z.string() }) }, async ({ user, params }) =>
  NextResponse.json({ url: await renewOwnerReportLink(getDb(), await actingScope(getDb(), user), params.id, new Date()) }),
);
