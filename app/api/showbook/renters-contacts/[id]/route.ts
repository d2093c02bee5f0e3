import { NextResponse } from "next/server";
import { actingScope } from "@/lib/auth/acting-scope";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { deleteRenterContact, updateRenterContact } from "@/lib/contacts/contacts";
import { deleteRenterContactEndpoint, updateRenterContactEndpoint } from "@/lib/contacts/endpoints";

export const PUT = apiRoute(updateRenterContactEndpoint, { access: "user" }, async ({ user, params, body }) =>
  NextResponse.json({ contact: await updateRenterContact(getDb(), await actingScope(getDb(), user, { admin: "own" }), params.id, body) }),
);

export const DELETE = apiRoute(deleteRenterContactEndpoint, { access: "user" }, async ({ user, params }) => {
  await deleteRenterContact(getDb(), await actingScope(getDb(), user, { admin: "own" }), params.id);
  return NextResponse.json({ ok: true });
});
