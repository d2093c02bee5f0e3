"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { getDb } from "@/db/client";
import { publicAction } from "@/lib/api/action";
import { decideByLink } from "@/lib/bookings/approval-link";
import { getStripe } from "@/lib/payments/stripe";

const DECIDED_MESSAGES = {
  request: { approve: "Showing approved. Everyone has been told.", decline: "Request declined. The booker is told and refunded." },
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
    const { decision, kind } = await decideByLink(getDb(), getStripe(), token);
    revalidatePath(`/bookings/approval/${token}`);
    return { ok: true, data: undefined, message: DECIDED_MESSAGES[kind][decision] };
  },
  { limit: { signedLinksPerIp: "ip" } },
);
