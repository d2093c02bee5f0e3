import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { createOwner, listOwners } from "@/lib/owners/owners";
import { ownerSchema } from "@/lib/owners/schemas";
import { agentScope } from "@/lib/auth/scope";
import { listOwnersEndpoint } from "@/lib/owners/endpoints";

export const GET = apiRoute(listOwnersEndpoint, { access: "user" }, async ({ user }) =>
  NextResponse.json({ landlords: await listOwners(getDb(), agentScope(user.id)) }),
);

export const POST = apiRoute({ access: "user", body: ownerSchema }, async ({ user, body }) =>
  NextResponse.json({ landlord: await createOwner(getDb(), agentScope(user.id), body) }, { status: 201 }),
);
