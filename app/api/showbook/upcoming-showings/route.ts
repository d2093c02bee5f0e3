import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { listUpcomingShowings } from "@/lib/dashboard/showings";
import { agentScope } from "@/lib/auth/scope";

export const GET = apiRoute({ access: "user" }, async ({ user }) =>
  NextResponse.json({ showings: await listUpcomingShowings(getDb(), agentScope(user.id), new Date()) }),
);
