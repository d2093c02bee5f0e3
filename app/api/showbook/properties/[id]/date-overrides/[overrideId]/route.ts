import { NextResponse } from "next/server";
import { actingScope } from "@/lib/auth/acting-scope";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { deleteDateOverride } from "@/lib/properties/date-overrides";
import { deleteDateOverrideEndpoint } from "@/lib/properties/endpoints";

export const DELETE = apiRoute(deleteDateOverrideEndpoint, { access: "user" }, async ({ user, params }) => {
  await deleteDateOverride(getDb(), await actingScope(getDb(), user), params.id, params.overrideId);
  return NextResponse.json({ ok: true });
});
