import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { expirePublicProperties } from "@/lib/bookings/cached-public-property";
import { createPropertyForAgent } from "@/lib/properties/create-property";
import { adminCreatePropertyEndpoint } from "@/lib/properties/endpoints";

export const POST = apiRoute(adminCreatePropertyEndpoint, { access: "admin" }, async ({ user, body }) => {
  const property = await createPropertyForAgent(getDb(), user, body);
  expirePublicProperties();
  return NextResponse.json({ property }, { status: 201 });
});
