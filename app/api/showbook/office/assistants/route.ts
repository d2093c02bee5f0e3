import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { addAssistant, listAssistants } from "@/lib/offices/assistants";
import { addAssistantEndpoint, listAssistantsEndpoint } from "@/lib/offices/sharing-endpoints";

export const GET = apiRoute(listAssistantsEndpoint, { access: "user" }, async ({ user }) => NextResponse.json(await listAssistants(getDb(), user.id, new Date())));

export const POST = apiRoute(addAssistantEndpoint, { access: "user" }, async ({ user, body }) =>
  NextResponse.json({ assistance: await addAssistant(getDb(), user, body, new Date()) }, { status: 201 }),
);
