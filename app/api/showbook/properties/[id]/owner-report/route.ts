import { NextResponse } from "next/server";
import { actingScope } from "@/lib/auth/acting-scope";
import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { previewOwnerReport } from "@/lib/owner-reports/agent";

/** What the listing's owner sees, with their current link: the agent's preview. */
export const GET = apiRoute({ access: "user", params: z.object({ id: z.string() }) }, async ({ user, params }) =>
  NextResponse.json({ ownerReport: await previewOwnerReport(getDb(), await actingScope(getDb(), user), params.id, new Date()) }),
);
