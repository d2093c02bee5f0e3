import { NextResponse } from "next/server";
import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { approveBooking } from "@/lib/bookings/review-booking";
import { everyAgentForAdmin } from "@/lib/auth/scope";

export const POST = apiRoute({ access: "user", params: z.object({ id: z.uuid("Booking not found") }) }, async ({ user, params }) => {
  const { id, status, confirmationNumber } = await approveBooking(getDb(), everyAgentForAdmin(user), params.id);
  return NextResponse.json({ booking: { id, status, confirmationNumber } });
});
