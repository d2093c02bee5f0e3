import twilio from "twilio";
import { z } from "zod";
import { getDb } from "@/db/client";
import { AppError } from "@/lib/errors";
import { apiRoute } from "@/lib/api/route";
import { answerTextReply } from "@/lib/bookings/decide-by-text";
import { configuredProviders } from "@/lib/notifications/providers";
import { readSignedTwilioForm } from "@/lib/notifications/twilio-request";
import { getStripe } from "@/lib/payments/stripe";

const inboundSchema = z.object({ From: z.string().default(""), Body: z.string().default(""), MessageSid: z.string().min(1) });

/**
 * Replies to our texts: STOP and START keywords (Twilio sends its own confirmation; the local
 * transport's is ours), and an agent's Y or N to a showing request or move, answered in the TwiML response.
 */
export const POST = apiRoute({ access: "public", signedWebhook: true }, async ({ req, rawBody }) => {
  const parsed = inboundSchema.safeParse(readSignedTwilioForm(rawBody, req.headers, "/api/webhooks/twilio/inbound"));
  if (!parsed.success) throw new AppError("bad_request", "Not a Twilio message: MessageSid is missing");
  const { From: from, Body: body, MessageSid: messageSid } = parsed.data;
  const db = getDb();
  const answer = await answerTextReply(db, getStripe(), { from, body, messageSid }, { confirmKeywords: configuredProviders().sms.name === "local" });
  const response = new twilio.twiml.MessagingResponse();
  if (answer) response.message(answer);
  return new Response(response.toString(), { headers: { "content-type": "text/xml" } });
});
