import { NextResponse } from "next/server";
import { actingScope } from "@/lib/auth/acting-scope";
import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { deleteRenterContact, updateRenterContact } from "@/lib/contacts/contacts";
import { renterContactSchema } from "@/lib/contacts/schemas";

const params = z.object({ id: z.string() });

export const PUT = apiRoute({ access: "user", params, body: renterContactSchema }, async ({ user, params, body }) =>
  NextResponse.json({ contact: await updateRenterContact(getDb(), await actingScope(getDb(), user, { admin: "own" }), params.id, body) }),
);

export const DELETE = apiRoute({ access: "user", params }, async ({ user, params }) => {
  await deleteRenterContact(getDb(), await actingScope(getDb(), user, { admin: "own" }), params.id);
  return NextResponse.json({ ok: true });
});
