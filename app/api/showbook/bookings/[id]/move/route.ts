import { NextResponse } from "next/server";
import { actingScope } from "@/lib/auth/acting-scope";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { approveMove, declineMove } from "@/lib/bookings/review-booking";
import { decideMoveEndpoint } from "@/lib/bookings/agent-booking-endpoints";

/** The agent decides a booker's move at a manual-approval property, as the e-mailed links do. */
export const POST = apiRoute(
  decideMoveEndpoint,
  { access: "user" },
  async ({ user, params, body }) => {
    const decide = body.decision === "approve" ? approveMove : declineMove;
    const { id, status, confirmationNumber, showingDate, showingTime } = await decide(getDb(), await actingScope(getDb(), user), params.id);
    return NextResponse.json({ booking: { id, status, confirmationNumber, showingDate, showingTime } });
  },
);
