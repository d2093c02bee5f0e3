import { NextResponse } from "next/server";
import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { expirePublicProperties } from "@/lib/bookings/cached-public-property";
import { getStripe } from "@/lib/payments/stripe";
import { deleteProperty } from "@/lib/properties/delete-property";
import { updatePropertySchema } from "@/lib/properties/schemas";
import { updateProperty } from "@/lib/properties/update-property";

const params = z.object({ id: z.string() });

export const PUT = apiRoute({ access: "user", params, body: updatePropertySchema }, async ({ user, params, body }) => {
  const property = await updateProperty(getDb(), user, params.id, body);
  expirePublicProperties();
  return NextResponse.json({ property });
});

export const DELETE = apiRoute({ access: "user", params }, async ({ user, params }) => {
  const result = await deleteProperty(getDb(), getStripe(), user, params.id);
  expirePublicProperties();
  return NextResponse.json({ ok: true, ...result });
});
