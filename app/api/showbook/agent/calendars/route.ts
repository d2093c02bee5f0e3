import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { connectCalendar, listCalendars } from "@/lib/external-calendars/calendars";
import { connectCalendarEndpoint } from "@/lib/external-calendars/endpoints";

export const GET = apiRoute({ access: "user" }, async ({ user }) =>
  NextResponse.json({ calendars: await listCalendars(getDb(), user.id) }),
);

export const POST = apiRoute(connectCalendarEndpoint, { access: "user", limit: { calendarReadsPerUser: "user" } }, async ({ user, body }) => {
  const calendar = await connectCalendar(getDb(), user.id, body, new Date());
  return NextResponse.json({ calendar }, { status: 201 });
});
