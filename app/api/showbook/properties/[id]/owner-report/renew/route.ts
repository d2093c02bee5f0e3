import { NextResponse } from "next/server";
import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { everyAgentForAdmin } from "@/lib/auth/scope";
import { renewOwnerReportLink } from "@/lib/owner-reports/agent";

/** A new owner link; the old one opens nothing from now on. */
export const POST = apiRoute({ access: "user", params: z.object({ id: z.string() }) }, async ({ user, params }) =>
  NextResponse.json({ url: await renewOwnerReportLink(getDb(), everyAgentForAdmin(user), params.id, new Date()) }),
);
