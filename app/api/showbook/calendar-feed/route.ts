import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { calendarFeedAddress, renewCalendarFeed } from "@/lib/agent-calendar/calendar-feeds";
import { calendarFeedEndpoint, renewCalendarFeedEndpoint } from "@/lib/agent-calendar/endpoints";
import { apiRoute } from "@/lib/api/route";

/** The signed-in agent's private calendar subscription address. */
export const GET = apiRoute(calendarFeedEndpoint, { access: "user" }, async ({ user }) => NextResponse.json({ calendarFeed: await calendarFeedAddress(getDb(), user.id) }));

/** Revokes the address: the old one answers 404 from now on; the answer carries the new one. */
export const DELETE = apiRoute(renewCalendarFeedEndpoint, { access: "user" }, async ({ user }) => NextResponse.json({ calendarFeed: await renewCalendarFeed(getDb(), user.id) }));
