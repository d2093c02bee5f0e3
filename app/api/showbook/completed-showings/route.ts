import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { completedQuerySchema } from "@/lib/dashboard/schemas";
import { listCompletedShowings } from "@/lib/dashboard/showings";
import { agentScope } from "@/lib/auth/scope";

export const GET = apiRoute({ access: "user", query: completedQuerySchema }, async ({ user, query }) =>
  NextResponse.json(await listCompletedShowings(getDb(), agentScope(user.id), query, new Date())),
);
