import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { listAgents } from "@/lib/admin/list-agents";
import { apiRoute } from "@/lib/api/route";

export const GET = apiRoute({ access: "admin" }, async ({ user }) =>
  NextResponse.json({ agents: await listAgents(getDb(), user) }),
);
