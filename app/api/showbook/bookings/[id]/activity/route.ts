import { NextResponse } from "next/server";
import { actingScope } from "@/lib/auth/acting-scope";
import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { listBookingActivity } from "@/lib/bookings/booking-activity";

/** The booking's history (who moved it, how, when), for its agent or an admin. */
export const GET = apiRoute({ access: "user", params: z.object({ id: z.uuid("Booking not found") }) }, async ({ user, params }) =>
  NextResponse.json({ activity: await listBookingActivity(getDb(), await actingScope(getDb(), user), params.id) }),
);
