import { NextResponse } from "next/server";
import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { listComplianceLogs } from "@/lib/compliance/compliance-logs";
import { everyAgentForAdmin } from "@/lib/auth/scope";

export const GET = apiRoute({ access: "user", params: z.object({ id: z.string() }) }, async ({ user, params }) =>
  NextResponse.json({ logs: await listComplianceLogs(getDb(), everyAgentForAdmin(user), params.id) }),
);
