import { NextResponse } from "next/server";
import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { deleteProperty } from "@/lib/properties/delete-property";
import { updatePropertySchema } from "@/lib/properties/schemas";
import { updateProperty } from "@/lib/properties/update-property";

const params = z.object({ id: z.string() });

export const PUT = apiRoute({ access: "user", params, body: updatePropertySchema }, async ({ user, params, body }) =>
  NextResponse.json({ property: await updateProperty(getDb(), user, params.id, body) }),
);

export const DELETE = apiRoute({ access: "user", params }, async ({ user, params }) => {
  await deleteProperty(getDb(), user, params.id);
  return NextResponse.json({ ok: true });
});
