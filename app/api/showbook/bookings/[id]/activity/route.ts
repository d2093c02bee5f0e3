import { NextResponse } from "next/server";
import { actingScope } from "@/lib/auth/acting-scope";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { listBookingActivity } from "@/lib/bookings/booking-activity";
import { bookingActivityEndpoint } from "@/lib/bookings/agent-booking-endpoints";

export const GET = apiRoute(bookingActivityEndpoint, { access: "user" }, async ({ user, params }) =>
  NextResponse.json({ activity: await listBookingActivity(getDb(), await actingScope(getDb(), user), params.id) }),
);
