import { NextResponse } from "next/server";
import { listScope } from "@/lib/auth/acting-scope";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { createOwner, listOwners } from "@/lib/owners/owners";
import { agentScope } from "@/lib/auth/scope";
import { createOwnerEndpoint, listOwnersEndpoint } from "@/lib/owners/endpoints";

export const GET = apiRoute(listOwnersEndpoint, { access: "user" }, async ({ req, user }) =>
  NextResponse.json({ landlords: await listOwners(getDb(), await listScope(getDb(), user, req)) }),
);

export const POST = apiRoute(createOwnerEndpoint, { access: "user" }, async ({ user, body }) =>
  NextResponse.json({ landlord: await createOwner(getDb(), agentScope(user.id), body) }, { status: 201 }),
);
