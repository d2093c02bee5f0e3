import { NextResponse } from "next/server";
import { listScope } from "@/lib/auth/acting-scope";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { createResident, listResidents } from "@/lib/residents/residents";
import { agentScope } from "@/lib/auth/scope";
import { createResidentEndpoint, listResidentsEndpoint } from "@/lib/residents/endpoints";

export const GET = apiRoute(listResidentsEndpoint, { access: "user" }, async ({ req, user }) =>
  NextResponse.json({ residents: await listResidents(getDb(), await listScope(getDb(), user, req)) }),
);

export const POST = apiRoute(createResidentEndpoint, { access: "user" }, async ({ user, body }) =>
  NextResponse.json({ resident: await createResident(getDb(), agentScope(user.id), body) }, { status: 201 }),
);
