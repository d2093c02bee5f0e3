import { NextResponse } from "next/server";
import { actingScope } from "@/lib/auth/acting-scope";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { markNoShow } from "@/lib/showings/agent-actions";
import { markNoShowEndpoint } from "@/lib/bookings/agent-booking-endpoints";

export const POST = apiRoute(markNoShowEndpoint, { access: "user" }, async ({ user, params }) => {
  const { id, status } = await markNoShow(getDb(), await actingScope(getDb(), user), params.id);
  return NextResponse.json({ booking: { id, status } });
});
