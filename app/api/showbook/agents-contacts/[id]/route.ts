import { NextResponse } from "next/server";
import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { deleteBuyerAgentContact, updateBuyerAgentContact } from "@/lib/contacts/contacts";
import { buyerAgentContactSchema } from "@/lib/contacts/schemas";

const params = z.object({ id: z.string() });

export const PUT = apiRoute({ access: "user", params, body: buyerAgentContactSchema }, async ({ user, params, body }) =>
  NextResponse.json({ contact: await updateBuyerAgentContact(getDb(), user, params.id, body) }),
);

export const DELETE = apiRoute({ access: "user", params }, async ({ user, params }) => {
  await deleteBuyerAgentContact(getDb(), user, params.id);
  return NextResponse.json({ ok: true });
});
