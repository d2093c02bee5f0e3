import { NextResponse } from "next/server";
import { actingScope } from "@/lib/auth/acting-scope";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { createDateOverride, listDateOverrides } from "@/lib/properties/date-overrides";
import { createDateOverrideEndpoint, listDateOverridesEndpoint } from "@/lib/properties/endpoints";

export const GET = apiRoute(listDateOverridesEndpoint, { access: "user" }, async ({ user, params }) =>
  NextResponse.json({ dateOverrides: await listDateOverrides(getDb(), await actingScope(getDb(), user), params.id) }),
);

/** Blocks a date or range, or gives it special hours; the answer lists the showings it displaces. */
export const POST = apiRoute(createDateOverrideEndpoint, { access: "user" }, async ({ user, params, body }) => {
  const dateOverride = await createDateOverride(getDb(), await actingScope(getDb(), user), params.id, body);
  return NextResponse.json({ dateOverride, affectedBookings: dateOverride.affectedBookings }, { status: 201 });
});
