import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { connectCalendar, listCalendars } from "@/lib/external-calendars/calendars";
import { connectCalendarSchema } from "@/lib/external-calendars/schemas";

export const GET = apiRoute({ access: "user" }, async ({ user }) =>
  NextResponse.json({ calendars: await listCalendars(getDb(), user.id) }),
);

export const POST = apiRoute({ access: "user", body: connectCalendarSchema, limit: { calendarReadsPerUser: "user" } }, async ({ user, body }) => {
  const calendar = await connectCalendar(getDb(), user.id, body, new Date());
  return NextResponse.json({ calendar }, { status: 201 });
});
