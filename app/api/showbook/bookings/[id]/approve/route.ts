import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { approveBooking } from "@/lib/bookings/review-booking";
import { everyAgentForAdmin } from "@/lib/auth/scope";
import { approveBookingEndpoint } from "@/lib/bookings/agent-booking-endpoints";

export const POST = apiRoute(approveBookingEndpoint, { access: "user" }, async ({ user, params }) => {
  const { id, status, confirmationNumber } = await approveBooking(getDb(), everyAgentForAdmin(user), params.id);
  return NextResponse.json({ booking: { id, status, confirmationNumber } });
});
