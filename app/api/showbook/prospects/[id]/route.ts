import { NextResponse } from "next/server";
import { actingScope } from "@/lib/auth/acting-scope";
import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { deleteProspect, updateProspect } from "@/lib/prospects/prospects";
import { prospectSchema } from "@/lib/prospects/schemas";

const params = z.object({ id: z.string() });

export const PUT = apiRoute({ access: "user", params, body: prospectSchema }, async ({ user, params, body }) =>
  NextResponse.json({ prospect: await updateProspect(getDb(), await actingScope(getDb(), user, { admin: "own" }), params.id, body) }),
);

export const DELETE = apiRoute({ access: "user", params }, async ({ user, params }) => {
  await deleteProspect(getDb(), await actingScope(getDb(), user, { admin: "own" }), params.id);
  return NextResponse.json({ ok: true });
});
