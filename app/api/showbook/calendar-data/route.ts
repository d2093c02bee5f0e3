import { NextResponse } from "next/server";
import { listScope } from "@/lib/auth/acting-scope";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { listCalendarShowings } from "@/lib/dashboard/showings";
import { calendarWindowFor } from "@/lib/dashboard/windows";
import { calendarDataEndpoint } from "@/lib/dashboard/endpoints";

export const GET = apiRoute(calendarDataEndpoint, { access: "user" }, async ({ req, user, query }) => {
  const window = calendarWindowFor(query);
  return NextResponse.json({ ...window, showings: await listCalendarShowings(getDb(), await listScope(getDb(), user, req), window) });
});
