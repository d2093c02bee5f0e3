import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { listUpcomingShowings } from "@/lib/dashboard/showings";

export const GET = apiRoute({ access: "user" }, async ({ user }) =>
  NextResponse.json({ showings: await listUpcomingShowings(getDb(), user, new Date()) }),
);
