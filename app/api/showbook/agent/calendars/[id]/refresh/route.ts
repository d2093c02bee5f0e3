import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { refreshCalendar } from "@/lib/external-calendars/calendars";
import { calendarParamsSchema } from "@/lib/external-calendars/schemas";

export const POST = apiRoute({ access: "user", params: calendarParamsSchema, limit: { calendarReadsPerUser: "user" } }, async ({ user, params }) => {
  const calendar = await refreshCalendar(getDb(), user.id, params.id, new Date());
  return NextResponse.json({ calendar });
});
