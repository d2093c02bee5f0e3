import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { declineBooking } from "@/lib/bookings/review-booking";
import { getStripe } from "@/lib/payments/stripe";
import { everyAgentForAdmin } from "@/lib/auth/scope";
import { declineBookingEndpoint } from "@/lib/bookings/agent-booking-endpoints";

export const POST = apiRoute(declineBookingEndpoint, { access: "user" }, async ({ user, params }) => {
  const { id, status, confirmationNumber, paymentStatus } = await declineBooking(getDb(), getStripe(), everyAgentForAdmin(user), params.id);
  return NextResponse.json({ booking: { id, status, confirmationNumber, paymentStatus } });
});
