import { NextResponse } from "next/server";
import { actingScope } from "@/lib/auth/acting-scope";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { deleteBuyerAgentContact, updateBuyerAgentContact } from "@/lib/contacts/contacts";
import { deleteBuyerAgentContactEndpoint, updateBuyerAgentContactEndpoint } from "@/lib/contacts/endpoints";

export const PUT = apiRoute(updateBuyerAgentContactEndpoint, { access: "user" }, async ({ user, params, body }) =>
  NextResponse.json({ contact: await updateBuyerAgentContact(getDb(), await actingScope(getDb(), user, { admin: "own" }), params.id, body) }),
);

export const DELETE = apiRoute(deleteBuyerAgentContactEndpoint, { access: "user" }, async ({ user, params }) => {
  await deleteBuyerAgentContact(getDb(), await actingScope(getDb(), user, { admin: "own" }), params.id);
  return NextResponse.json({ ok: true });
});
