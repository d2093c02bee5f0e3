import { NextResponse } from "next/server";
import { actingScope } from "@/lib/auth/acting-scope";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { approveBooking } from "@/lib/bookings/review-booking";
import { approveBookingEndpoint } from "@/lib/bookings/agent-booking-endpoints";

export const POST = apiRoute(approveBookingEndpoint, { access: "user" }, async ({ user, params }) => {
  const { id, status, confirmationNumber } = await approveBooking(getDb(), await actingScope(getDb(), user), params.id);
  return NextResponse.json({ booking: { id, status, confirmationNumber } });
});
