import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { env } from "@/lib/env";
import { handleStripeWebhook } from "@/lib/payments/handle-webhook";
import { getStripe } from "@/lib/payments/stripe";

export const POST = apiRoute({ access: "public" }, async ({ req }) => {
  const result = await handleStripeWebhook(getDb(), getStripe(), {
    payload: await req.text(),
    signature: req.headers.get("stripe-signature"),
    secret: env().STRIPE_WEBHOOK_SECRET,
  });
  return NextResponse.json(result);
});
