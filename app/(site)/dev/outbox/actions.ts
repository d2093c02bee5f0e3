"use server";

import { randomUUID } from "node:crypto";
import { revalidatePath } from "next/cache";
import { getDb } from "@/db/client";
import { notFound } from "@/lib/errors";
import { userAction } from "@/lib/api/action";
import { answerTextReply } from "@/lib/bookings/decide-by-text";
import { canUseDevOutbox } from "@/lib/notifications/list-outbox";
import { getStripe } from "@/lib/payments/stripe";
import { replySchema } from "./reply-schema";

/** Plays an inbound text as Twilio would deliver it to /api/webhooks/twilio/inbound, and shows the answer. */
export const simulateReplyAction = userAction(replySchema, async ({ from, body }, user) => {
  if (!canUseDevOutbox(user)) throw notFound();
  const db = getDb();
  const answer = await answerTextReply(db, getStripe(), { from, body, messageSid: `SIM${randomUUID().replaceAll("-", "")}` }, { confirmKeywords: true });
  revalidatePath("/dev/outbox");
  return { ok: true, data: answer ?? "", message: answer ? "Reply received and answered" : "Reply received; it needs no answer" };
});
