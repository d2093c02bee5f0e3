import { NextResponse } from "next/server";
import { actingScope } from "@/lib/auth/acting-scope";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { deleteOwner, updateOwner } from "@/lib/owners/owners";
import { deleteOwnerEndpoint, updateOwnerEndpoint } from "@/lib/owners/endpoints";

export const PUT = apiRoute(updateOwnerEndpoint, { access: "user" }, async ({ user, params, body }) =>
  NextResponse.json({ landlord: await updateOwner(getDb(), await actingScope(getDb(), user, { admin: "own" }), params.id, body) }),
);

export const DELETE = apiRoute(deleteOwnerEndpoint, { access: "user" }, async ({ user, params }) => {
  await deleteOwner(getDb(), await actingScope(getDb(), user, { admin: "own" }), params.id);
  return NextResponse.json({ ok: true });
});
