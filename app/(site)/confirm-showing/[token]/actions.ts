"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { getDb } from "@/db/client";
import { publicAction } from "@/lib/api/action";
import { answerByLink } from "@/lib/bookings/confirmations/answer";
import { getStripe } from "@/lib/payments/stripe";
import { CONFIRMATION_ANSWERS } from "@/lib/vocabulary/confirmations";

const ANSWERED = {
  confirmed: "Thank you: you confirmed this showing.",
  declined: "Thank you: the showing will not take place. The visitor is told and refunded.",
} as const;

// The signed token is the resident's or owner's credential here; it is verified again on every call.
const answerSchema = z.object({
  token: z.string().min(1).max(500),
  answer: z.enum(CONFIRMATION_ANSWERS, { error: "Choose Confirm or Decline" }),
});

export const answerConfirmationAction = publicAction(
  answerSchema,
  async ({ token, answer }) => {
    await answerByLink(getDb(), getStripe(), token, answer);
    revalidatePath(`/confirm-showing/${token}`);
    return { ok: true, data: undefined, message: ANSWERED[answer] };
  },
  { limit: { signedLinksPerIp: "ip" } },
);
