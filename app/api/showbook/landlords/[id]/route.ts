import { NextResponse } from "next/server";
import { actingScope } from "@/lib/auth/acting-scope";
import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { deleteOwner, updateOwner } from "@/lib/owners/owners";
import { ownerSchema } from "@/lib/owners/schemas";

const params = z.object({ id: z.string() });

export const PUT = apiRoute({ access: "user", params, body: ownerSchema }, async ({ user, params, body }) =>
  NextResponse.json({ landlord: await updateOwner(getDb(), await actingScope(getDb(), user, { admin: "own" }), params.id, body) }),
);

export const DELETE = apiRoute({ access: "user", params }, async ({ user, params }) => {
  await deleteOwner(getDb(), await actingScope(getDb(), user, { admin: "own" }), params.id);
  return NextResponse.json({ ok: true });
});
