import { NextResponse } from "next/server";
import { actingScope } from "@/lib/auth/acting-scope";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { declineBooking } from "@/lib/bookings/review-booking";
import { getStripe } from "@/lib/payments/stripe";
import { declineBookingEndpoint } from "@/lib/bookings/agent-booking-endpoints";

export const POST = apiRoute(declineBookingEndpoint, { access: "user" }, async ({ user, params }) => {
  const { id, status, confirmationNumber, paymentStatus } = await declineBooking(getDb(), getStripe(), await actingScope(getDb(), user), params.id);
  return NextResponse.json({ booking: { id, status, confirmationNumber, paymentStatus } });
});
