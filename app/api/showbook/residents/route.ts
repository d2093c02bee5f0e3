import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { createResident, listResidents } from "@/lib/residents/residents";
import { residentSchema } from "@/lib/residents/schemas";
import { agentScope } from "@/lib/auth/scope";
import { listResidentsEndpoint } from "@/lib/residents/endpoints";

export const GET = apiRoute(listResidentsEndpoint, { access: "user" }, async ({ user }) =>
  NextResponse.json({ residents: await listResidents(getDb(), agentScope(user.id)) }),
);

export const POST = apiRoute({ access: "user", body: residentSchema }, async ({ user, body }) =>
  NextResponse.json({ resident: await createResident(getDb(), agentScope(user.id), body) }, { status: 201 }),
);
