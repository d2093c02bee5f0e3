import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { startCheckout } from "@/lib/billing/start-checkout";
import { billingCheckoutEndpoint } from "@/lib/gallery/endpoints";
import { getStripe } from "@/lib/payments/stripe";

export const POST = apiRoute(billingCheckoutEndpoint, { access: "user", limit: { billingCheckoutsPerUser: "user" } }, async ({ user, body }) => {
  return NextResponse.json(await startCheckout(getDb(), getStripe(), user, body.kind));
});
