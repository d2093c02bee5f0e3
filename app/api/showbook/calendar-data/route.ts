import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { listCalendarShowings } from "@/lib/dashboard/showings";
import { calendarWindowFor } from "@/lib/dashboard/windows";
import { agentScope } from "@/lib/auth/scope";
import { calendarDataEndpoint } from "@/lib/dashboard/endpoints";

export const GET = apiRoute(calendarDataEndpoint, { access: "user" }, async ({ user, query }) => {
  const window = calendarWindowFor(query);
  return NextResponse.json({ ...window, showings: await listCalendarShowings(getDb(), agentScope(user.id), window) });
});
