import { NextResponse } from "next/server";
import { actingScope } from "@/lib/auth/acting-scope";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { confirmForPartyEndpoint } from "@/lib/bookings/agent-booking-endpoints";
import { confirmOnBehalf } from "@/lib/bookings/confirmations/answer";
import { getStripe } from "@/lib/payments/stripe";

export const POST = apiRoute(confirmForPartyEndpoint, { access: "user" }, async ({ user, params, body }) => {
  const db = getDb();
  const { booking } = await confirmOnBehalf(db, getStripe(), await actingScope(db, user), params.id, body.party);
  return NextResponse.json({ booking: { id: booking.id, status: booking.status } });
});
