import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { WEBHOOK_MAX_BODY_BYTES } from "@/lib/api/request-guards";
import { apiRoute } from "@/lib/api/route";
import { env } from "@/lib/env";
import { handleStripeWebhook } from "@/lib/bookings/payment-webhook";
import { getStripe } from "@/lib/payments/stripe";

export const POST = apiRoute({ access: "public", signedWebhook: true, maxBodyBytes: WEBHOOK_MAX_BODY_BYTES }, async ({ req, rawBody }) => {
  const result = await handleStripeWebhook(getDb(), getStripe(), {
    payload: rawBody,
    signature: req.headers.get("stripe-signature"),
    secret: env().STRIPE_WEBHOOK_SECRET,
  });
  return NextResponse.json(result);
});
