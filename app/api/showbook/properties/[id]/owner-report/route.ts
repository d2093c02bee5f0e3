import { NextResponse } from "next/server";
import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { everyAgentForAdmin } from "@/lib/auth/scope";
import { previewOwnerReport } from "@/lib/owner-reports/agent";

/** What the listing's owner sees, with their current link: the agent's preview. */
export const GET = apiRoute({ access: "user", params: z.object({ id: z.string() }) }, async ({ user, params }) =>
  NextResponse.json({ ownerReport: await previewOwnerReport(getDb(), everyAgentForAdmin(user), params.id, new Date()) }),
);
