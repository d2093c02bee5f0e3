import { NextResponse } from "next/server";
import { actingScope } from "@/lib/auth/acting-scope";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { deleteProspect, updateProspect } from "@/lib/prospects/prospects";
import { deleteProspectEndpoint, updateProspectEndpoint } from "@/lib/prospects/endpoints";

export const PUT = apiRoute(updateProspectEndpoint, { access: "user" }, async ({ user, params, body }) =>
  NextResponse.json({ prospect: await updateProspect(getDb(), await actingScope(getDb(), user, { admin: "own" }), params.id, body) }),
);

export const DELETE = apiRoute(deleteProspectEndpoint, { access: "user" }, async ({ user, params }) => {
  await deleteProspect(getDb(), await actingScope(getDb(), user, { admin: "own" }), params.id);
  return NextResponse.json({ ok: true });
});
