import { NextResponse } from "next/server";
import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { deleteDateOverride } from "@/lib/properties/date-overrides";
import { everyAgentForAdmin } from "@/lib/auth/scope";

export const DELETE = apiRoute({ access: "user", params: z.object({ id: z.string(), overrideId: z.string() }) }, async ({ user, params }) => {
  await deleteDateOverride(getDb(), everyAgentForAdmin(user), params.id, params.overrideId);
  return NextResponse.json({ ok: true });
});
