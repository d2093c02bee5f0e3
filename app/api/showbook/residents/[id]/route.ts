import { NextResponse } from "next/server";
import { actingScope } from "@/lib/auth/acting-scope";
import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { expirePublicProperties } from "@/lib/bookings/cached-public-property";
import { deleteResident, updateResident } from "@/lib/residents/residents";
import { residentSchema } from "@/lib/residents/schemas";

const params = z.object({ id: z.string() });

export const PUT = apiRoute({ access: "user", params, body: residentSchema }, async ({ user, params, body }) =>
  NextResponse.json({ resident: await updateResident(getDb(), await actingScope(getDb(), user, { admin: "own" }), params.id, body) }),
);

export const DELETE = apiRoute({ access: "user", params }, async ({ user, params }) => {
  await deleteResident(getDb(), await actingScope(getDb(), user, { admin: "own" }), params.id);
  // The resident's properties became vacant, which changes their booking rules.
  expirePublicProperties();
  return NextResponse.json({ ok: true });
});
