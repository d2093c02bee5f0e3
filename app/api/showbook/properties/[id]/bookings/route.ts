import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { listPropertyBookings } from "@/lib/bookings/list-property-bookings";
import { everyAgentForAdmin } from "@/lib/auth/scope";
import { listPropertyBookingsEndpoint } from "@/lib/bookings/agent-booking-endpoints";

export const GET = apiRoute(listPropertyBookingsEndpoint, { access: "user" }, async ({ user, params }) =>
  NextResponse.json({ bookings: await listPropertyBookings(getDb(), everyAgentForAdmin(user), params.id) }),
);
