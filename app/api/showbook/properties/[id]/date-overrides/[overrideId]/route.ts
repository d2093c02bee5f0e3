import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { deleteDateOverride } from "@/lib/properties/date-overrides";
import { everyAgentForAdmin } from "@/lib/auth/scope";
import { deleteDateOverrideEndpoint } from "@/lib/properties/endpoints";

export const DELETE = apiRoute(deleteDateOverrideEndpoint, { access: "user" }, async ({ user, params }) => {
  await deleteDateOverride(getDb(), everyAgentForAdmin(user), params.id, params.overrideId);
  return NextResponse.json({ ok: true });
});
