import { NextResponse } from "next/server";
import { listScope } from "@/lib/auth/acting-scope";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { expirePublicProperties } from "@/lib/bookings/cached-public-property";
import { createProperty } from "@/lib/properties/create-property";
import { listProperties, withoutAccessDetails } from "@/lib/properties/list-properties";
import { agentScope } from "@/lib/auth/scope";
import { createPropertyEndpoint } from "@/lib/properties/endpoints";

export const GET = apiRoute({ access: "user" }, async ({ req, user }) =>
  NextResponse.json({ properties: (await listProperties(getDb(), await listScope(getDb(), user, req, "all"), new Date())).map(withoutAccessDetails) }),
);

export const POST = apiRoute(createPropertyEndpoint, { access: "user" }, async ({ user, body }) => {
  const property = await createProperty(getDb(), agentScope(user.id), body);
  expirePublicProperties();
  return NextResponse.json({ property }, { status: 201 });
});
