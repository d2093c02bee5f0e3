import { NextResponse } from "next/server";
import { z } from "zod";
import { apiRoute } from "@/lib/api/route";
import { demoBookingSchema } from "@/lib/bookings/demo-booking";
import { payDemoBooking } from "@/lib/bookings/demo-payment";
import { getStripe } from "@/lib/payments/stripe";

// The demo is confirmed only for a payment made at the payment step (/demo/payment-intent).
const schema = demoBookingSchema.extend({ paymentIntentId: z.string("paymentIntentId is required").trim().min(1, "paymentIntentId is required").max(255) });

export const POST = apiRoute({ access: "public", body: schema }, async ({ body }) => {
  const { paymentIntentId, ...input } = body;
  return NextResponse.json({ booking: await payDemoBooking(getStripe(), input, paymentIntentId) }, { status: 201 });
});
