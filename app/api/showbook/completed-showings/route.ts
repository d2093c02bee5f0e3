import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { listCompletedShowings } from "@/lib/dashboard/showings";
import { agentScope } from "@/lib/auth/scope";
import { completedShowingsEndpoint } from "@/lib/dashboard/endpoints";

export const GET = apiRoute(completedShowingsEndpoint, { access: "user" }, async ({ user, query }) =>
  NextResponse.json(await listCompletedShowings(getDb(), agentScope(user.id), query, new Date())),
);
