import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { refreshCalendar } from "@/lib/external-calendars/calendars";
import { refreshCalendarEndpoint } from "@/lib/external-calendars/endpoints";

export const POST = apiRoute(refreshCalendarEndpoint, { access: "user", limit: { calendarReadsPerUser: "user" } }, async ({ user, params }) => {
  const calendar = await refreshCalendar(getDb(), user.id, params.id, new Date());
  return NextResponse.json({ calendar });
});
