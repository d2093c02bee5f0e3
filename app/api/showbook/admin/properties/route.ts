import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { expirePublicProperties } from "@/lib/bookings/cached-public-property";
import { createPropertyForAgent } from "@/lib/properties/create-property";
import { adminCreatePropertySchema } from "@/lib/properties/schemas";

export const POST = apiRoute({ access: "admin", body: adminCreatePropertySchema }, async ({ user, body }) => {
  const property = await createPropertyForAgent(getDb(), user, body);
  expirePublicProperties();
  return NextResponse.json({ property }, { status: 201 });
});
