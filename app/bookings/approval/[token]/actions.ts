"use server";

import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { z } from "zod";
import { getDb } from "@/db/client";
import { publicAction } from "@/lib/api/action";
import { consumeRateLimit } from "@/lib/api/rate-limit";
import { clientIp } from "@/lib/auth/request-ip";
import { decideByLink } from "@/lib/bookings/approval-link";
import { getStripe } from "@/lib/payments/stripe";

// The signed token is the agent's credential here; it is verified again on every call.
const tokenSchema = z.object({ token: z.string().min(1).max(500) });

export const decideBookingAction = publicAction(tokenSchema, async ({ token }) => {
  await consumeRateLimit("signedLinksPerIp", clientIp(await headers()) ?? "direct");
  const { decision } = await decideByLink(getDb(), getStripe(), token);
  revalidatePath(`/bookings/approval/${token}`);
  return {
    ok: true,
    data: undefined,
    message: decision === "approve" ? "Showing approved. Everyone has been told." : "Request declined. The booker is told and refunded.",
  };
});
