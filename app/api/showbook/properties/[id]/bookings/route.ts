import { NextResponse } from "next/server";
import { actingScope } from "@/lib/auth/acting-scope";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { listPropertyBookings } from "@/lib/bookings/list-property-bookings";
import { listPropertyBookingsEndpoint } from "@/lib/bookings/agent-booking-endpoints";

export const GET = apiRoute(listPropertyBookingsEndpoint, { access: "user" }, async ({ user, params }) =>
  NextResponse.json({ bookings: await listPropertyBookings(getDb(), await actingScope(getDb(), user), params.id) }),
);
