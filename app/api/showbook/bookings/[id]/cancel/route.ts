import { NextResponse } from "next/server";
import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { getStripe } from "@/lib/payments/stripe";
import { cancelShowingByAgent } from "@/lib/showings/agent-actions";
import { everyAgentForAdmin } from "@/lib/auth/scope";

export const POST = apiRoute(
  {
    access: "user",
    params: z.object({ id: z.uuid("Booking not found") }),
    body: z.object({ reason: z.string().trim().max(500, "Reason must be at most 500 characters").default("") }),
  },
  async ({ user, params, body }) => {
    const { id, status, paymentStatus } = await cancelShowingByAgent(getDb(), getStripe(), everyAgentForAdmin(user), params.id, body.reason);
    return NextResponse.json({ booking: { id, status, paymentStatus } });
  },
);
