import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { AppError } from "@/lib/errors";
import { WEBHOOK_MAX_BODY_BYTES } from "@/lib/api/request-guards";
import { apiRoute, parseJsonBody } from "@/lib/api/route";
import { env } from "@/lib/env";
import { applyDeliveryStatus } from "@/lib/notifications/apply-delivery-status";
import { fromLobEvent } from "@/lib/notifications/provider-events";
import { verifyLobSignature } from "@/lib/notifications/webhook-signatures";

export const POST = apiRoute({ access: "public", signedWebhook: true, maxBodyBytes: WEBHOOK_MAX_BODY_BYTES }, async ({ req, rawBody }) => {
  const secret = env().LOB_WEBHOOK_SECRET;
  if (!secret) throw new AppError("not_found", "Lob webhooks are not configured");
  if (!verifyLobSignature(secret, rawBody, req.headers)) throw new AppError("bad_request", "Invalid signature");
  const update = fromLobEvent(parseJsonBody(rawBody));
  const outcome = update ? await applyDeliveryStatus(getDb(), update) : "ignored";
  return NextResponse.json({ received: true, outcome });
});
