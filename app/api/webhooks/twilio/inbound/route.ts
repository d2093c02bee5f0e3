import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { applySmsKeyword } from "@/lib/notifications/sms-opt-out";
import { readSignedTwilioForm } from "@/lib/notifications/twilio-request";

/** Replies to our texts: STOP and START keywords. Answers empty TwiML (Twilio sends its own confirmation). */
export const POST = apiRoute({ access: "public", signedWebhook: true }, async ({ req, rawBody }) => {
  const params = readSignedTwilioForm(rawBody, req.headers, "/api/webhooks/twilio/inbound");
  await applySmsKeyword(getDb(), params.From ?? "", params.Body ?? "");
  return new Response("<Response></Response>", { headers: { "content-type": "text/xml" } });
});
