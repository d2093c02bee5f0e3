import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { WEBHOOK_MAX_BODY_BYTES } from "@/lib/api/request-guards";
import { apiRoute } from "@/lib/api/route";
import { applyDeliveryStatus } from "@/lib/notifications/apply-delivery-status";
import { fromTwilioCallback } from "@/lib/notifications/provider-events";
import { readSignedTwilioForm } from "@/lib/notifications/twilio-request";

/** Twilio's message status callback. */
export const POST = apiRoute({ access: "public", signedWebhook: true, maxBodyBytes: WEBHOOK_MAX_BODY_BYTES }, async ({ req, rawBody }) => {
  const params = readSignedTwilioForm(rawBody, req.headers, "/api/webhooks/twilio");
  const update = fromTwilioCallback(params);
  const outcome = update ? await applyDeliveryStatus(getDb(), update) : "ignored";
  return NextResponse.json({ received: true, outcome });
});
