import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { expirePublicProperties } from "@/lib/bookings/cached-public-property";
import { createProperty } from "@/lib/properties/create-property";
import { listProperties, withoutAccessDetails } from "@/lib/properties/list-properties";
import { createPropertySchema } from "@/lib/properties/schemas";
import { agentScope, everyAgentForAdmin } from "@/lib/auth/scope";

export const GET = apiRoute({ access: "user" }, async ({ user }) =>
  NextResponse.json({ properties: (await listProperties(getDb(), everyAgentForAdmin(user), new Date())).map(withoutAccessDetails) }),
);

export const POST = apiRoute({ access: "user", body: createPropertySchema }, async ({ user, body }) => {
  const property = await createProperty(getDb(), agentScope(user.id), body);
  expirePublicProperties();
  return NextResponse.json({ property }, { status: 201 });
});
