import { NextResponse } from "next/server";
import { actingScope } from "@/lib/auth/acting-scope";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { getStripe } from "@/lib/payments/stripe";
import { cancelShowingByAgent } from "@/lib/showings/agent-actions";
import { outcomeSentence, whoWasTold } from "@/lib/showings/told-outcome";
import { cancelBookingEndpoint } from "@/lib/bookings/agent-booking-endpoints";

export const POST = apiRoute(
  cancelBookingEndpoint,
  { access: "user" },
  async ({ user, params, body }) => {
    const db = getDb();
    const cancelled = await cancelShowingByAgent(db, getStripe(), await actingScope(getDb(), user), params.id, body.reason);
    const { id, status, paymentStatus } = cancelled;
    // The confirmation says who was told and whether the fee is refunded, as it happened.
    const outcome = outcomeSentence(cancelled, await whoWasTold(db, id, "booking_cancelled"), ["listing_agent"]);
    return NextResponse.json({ booking: { id, status, paymentStatus }, message: `Showing cancelled. ${outcome}`.trim() });
  },
);
