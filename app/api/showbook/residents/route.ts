import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { createResident, listResidents } from "@/lib/residents/residents";
import { residentSchema } from "@/lib/residents/schemas";

export const GET = apiRoute({ access: "user" }, async ({ user }) =>
  NextResponse.json({ residents: await listResidents(getDb(), user) }),
);

export const POST = apiRoute({ access: "user", body: residentSchema }, async ({ user, body }) =>
  NextResponse.json({ resident: await createResident(getDb(), user, body) }, { status: 201 }),
);
