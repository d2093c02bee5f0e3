"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { getDb } from "@/db/client";
import { publicAction } from "@/lib/api/action";
import { decideByLink } from "@/lib/bookings/approval-link";
import { getStripe } from "@/lib/payments/stripe";
import { outcomeSentence, whoWasTold } from "@/lib/showings/told-outcome";

const DECIDED_MESSAGES = {
  request: { approve: "Showing approved. Everyone has been told.", decline: "Request declined." },
  move: {
    approve: "Move approved. Everyone has been told of the new time.",
    decline: "Move declined. The showing keeps its time and the booker is told.",
  },
} as const;

// The signed token is the agent's credential here; it is verified again on every call.
const tokenSchema = z.object({ token: z.string().min(1).max(500) });

export const decideBookingAction = publicAction(
  tokenSchema,
  async ({ token }) => {
    const db = getDb();
    const { decision, kind, booking } = await decideByLink(db, getStripe(), token);
    revalidatePath(`/bookings/approval/${token}`);
    const message = DECIDED_MESSAGES[kind][decision];
    // A declined request says whom it told and whether a fee is refunded, as it happened.
    if (kind === "request" && decision === "decline") {
      return { ok: true, data: undefined, message: `${message} ${outcomeSentence(booking, await whoWasTold(db, booking.id, "booking_declined"), ["listing_agent"])}`.trim() };
    }
    return { ok: true, data: undefined, message };
  },
  { limit: { signedLinksPerIp: "ip" } },
);
