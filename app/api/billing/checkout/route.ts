import { NextResponse } from "next/server";
import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { startCheckout } from "@/lib/billing/start-checkout";
import { getStripe } from "@/lib/payments/stripe";

const body = z.object({ kind: z.enum(["subscription", "pack"], "kind must be subscription or pack") });

export const POST = apiRoute({ access: "user", body, limit: { billingCheckoutsPerUser: "user" } }, async ({ user, body }) => {
  return NextResponse.json(await startCheckout(getDb(), getStripe(), user, body.kind));
});
