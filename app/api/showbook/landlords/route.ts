import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { createOwner, listOwners } from "@/lib/owners/owners";
import { ownerSchema } from "@/lib/owners/schemas";

export const GET = apiRoute({ access: "user" }, async ({ user }) =>
  NextResponse.json({ landlords: await listOwners(getDb(), user) }),
);

export const POST = apiRoute({ access: "user", body: ownerSchema }, async ({ user, body }) =>
  NextResponse.json({ landlord: await createOwner(getDb(), user, body) }, { status: 201 }),
);
