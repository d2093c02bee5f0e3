import { NextResponse } from "next/server";
import { actingScope } from "@/lib/auth/acting-scope";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { expirePublicProperties } from "@/lib/bookings/cached-public-property";
import { deleteResident, updateResident } from "@/lib/residents/residents";
import { deleteResidentEndpoint, updateResidentEndpoint } from "@/lib/residents/endpoints";

export const PUT = apiRoute(updateResidentEndpoint, { access: "user" }, async ({ user, params, body }) =>
  NextResponse.json({ resident: await updateResident(getDb(), await actingScope(getDb(), user, { admin: "own" }), params.id, body) }),
);

export const DELETE = apiRoute(deleteResidentEndpoint, { access: "user" }, async ({ user, params }) => {
  await deleteResident(getDb(), await actingScope(getDb(), user, { admin: "own" }), params.id);
  // The resident's properties became vacant, which changes their booking rules.
  expirePublicProperties();
  return NextResponse.json({ ok: true });
});
