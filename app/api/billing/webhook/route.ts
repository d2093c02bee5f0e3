import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { handleBillingWebhook } from "@/lib/billing/handle-billing-webhook";
import { env } from "@/lib/env";
import { getStripe } from "@/lib/payments/stripe";

export const POST = apiRoute({ access: "public" }, async ({ req }) => {
  const { STRIPE_BILLING_WEBHOOK_SECRET, STRIPE_WEBHOOK_SECRET } = env();
  const result = await handleBillingWebhook(getDb(), getStripe(), {
    payload: await req.text(),
    signature: req.headers.get("stripe-signature"),
    secret: STRIPE_BILLING_WEBHOOK_SECRET ?? STRIPE_WEBHOOK_SECRET,
  });
  return NextResponse.json(result);
});
