import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { createPropertyForAgent } from "@/lib/properties/create-property";
import { adminCreatePropertySchema } from "@/lib/properties/schemas";

export const POST = apiRoute({ access: "admin", body: adminCreatePropertySchema }, async ({ user, body }) =>
  NextResponse.json({ property: await createPropertyForAgent(getDb(), user, body) }, { status: 201 }),
);
