import { NextResponse } from "next/server";
import { actingScope } from "@/lib/auth/acting-scope";
import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { deleteBuyerAgentContact, updateBuyerAgentContact } from "@/lib/contacts/contacts";
import { buyerAgentContactSchema } from "@/lib/contacts/schemas";

const params = z.object({ id: z.string() });

export const PUT = apiRoute({ access: "user", params, body: buyerAgentContactSchema }, async ({ user, params, body }) =>
  NextResponse.json({ contact: await updateBuyerAgentContact(getDb(), await actingScope(getDb(), user, { admin: "own" }), params.id, body) }),
);

export const DELETE = apiRoute({ access: "user", params }, async ({ user, params }) => {
  await deleteBuyerAgentContact(getDb(), await actingScope(getDb(), user, { admin: "own" }), params.id);
  return NextResponse.json({ ok: true });
});
