import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { markNoShow } from "@/lib/showings/agent-actions";
import { everyAgentForAdmin } from "@/lib/auth/scope";
import { markNoShowEndpoint } from "@/lib/bookings/agent-booking-endpoints";

export const POST = apiRoute(markNoShowEndpoint, { access: "user" }, async ({ user, params }) => {
  const { id, status } = await markNoShow(getDb(), everyAgentForAdmin(user), params.id);
  return NextResponse.json({ booking: { id, status } });
});
