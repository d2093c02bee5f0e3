import { NextResponse } from "next/server";
import { listScope } from "@/lib/auth/acting-scope";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { listCompletedShowings } from "@/lib/dashboard/showings";
import { completedShowingsEndpoint } from "@/lib/dashboard/endpoints";

export const GET = apiRoute(completedShowingsEndpoint, { access: "user" }, async ({ req, user, query }) =>
  NextResponse.json(await listCompletedShowings(getDb(), await listScope(getDb(), user, req), query, new Date())),
);
