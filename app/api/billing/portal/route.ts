import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { openBillingPortal } from "@/lib/billing/start-checkout";
import { billingPortalEndpoint } from "@/lib/gallery/endpoints";
import { getStripe } from "@/lib/payments/stripe";

export const POST = apiRoute(billingPortalEndpoint, { access: "user" }, async ({ user }) =>
  NextResponse.json(await openBillingPortal(getDb(), getStripe(), user.id)),
);
