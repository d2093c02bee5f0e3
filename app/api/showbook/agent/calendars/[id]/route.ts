import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { removeCalendar } from "@/lib/external-calendars/calendars";
import { removeCalendarEndpoint } from "@/lib/external-calendars/endpoints";

export const DELETE = apiRoute(removeCalendarEndpoint, { access: "user" }, async ({ user, params }) => {
  await removeCalendar(getDb(), user.id, params.id);
  return NextResponse.json({ removed: true });
});
