"use server";

import { randomUUID } from "node:crypto";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { getDb } from "@/db/client";
import { notFound } from "@/lib/errors";
import { userAction } from "@/lib/api/action";
import { answerTextReply } from "@/lib/bookings/decide-by-text";
import { canUseDevOutbox } from "@/lib/notifications/list-outbox";
import { getStripe } from "@/lib/payments/stripe";
import { phoneSchema } from "@/lib/phone/phone";

const replySchema = z.object({
  from: phoneSchema("Enter the phone number the reply comes from"),
  body: z.string().trim().min(1, "Enter the text of the reply").max(160, "A text reply is at most 160 characters"),
});

/** Plays an inbound text as Twilio would deliver it to /api/webhooks/twilio/inbound, and shows the answer. */
export const simulateReplyAction = userAction(replySchema, async ({ from, body }, user) => {
  if (!canUseDevOutbox(user)) throw notFound();
  const db = getDb();
  const answer = await answerTextReply(db, getStripe(), { from, body, messageSid: `SIM${randomUUID().replaceAll("-", "")}` }, { confirmKeywords: true });
  revalidatePath("/dev/outbox");
  return { ok: true, data: answer ?? "", message: answer ? "Reply received and answered" : "Reply received; it needs no answer" };
});
