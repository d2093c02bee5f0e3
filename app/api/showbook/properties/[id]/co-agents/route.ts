import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { listCoAgents, setCoAgents } from "@/lib/offices/co-agents";
import { listCoAgentsEndpoint, setCoAgentsEndpoint } from "@/lib/offices/sharing-endpoints";

export const GET = apiRoute(listCoAgentsEndpoint, { access: "user" }, async ({ user, params }) =>
  NextResponse.json(await listCoAgents(getDb(), user, params.id, new Date())),
);

export const PUT = apiRoute(setCoAgentsEndpoint, { access: "user" }, async ({ user, params, body }) =>
  NextResponse.json(await setCoAgents(getDb(), user, params.id, body, new Date())),
);
