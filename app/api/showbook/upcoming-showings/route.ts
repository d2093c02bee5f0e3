import { NextResponse } from "next/server";
import { listScope } from "@/lib/auth/acting-scope";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { listUpcomingShowings } from "@/lib/dashboard/showings";

export const GET = apiRoute({ access: "user" }, async ({ req, user }) =>
  NextResponse.json({ showings: await listUpcomingShowings(getDb(), await listScope(getDb(), user, req), new Date()) }),
);
