import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { removeCalendar } from "@/lib/external-calendars/calendars";
import { calendarParamsSchema } from "@/lib/external-calendars/schemas";

export const DELETE = apiRoute({ access: "user", params: calendarParamsSchema }, async ({ user, params }) => {
  await removeCalendar(getDb(), user.id, params.id);
  return NextResponse.json({ removed: true });
});
