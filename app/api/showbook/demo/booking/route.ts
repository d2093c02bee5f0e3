import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/api/route";
import { payDemoBooking } from "@/lib/bookings/demo-payment";
import { getStripe } from "@/lib/payments/stripe";
import { bookDemoEndpoint } from "@/lib/bookings/demo-endpoints";

// The demo is confirmed only for a payment made at the payment step (/demo/payment-intent).
export const POST = apiRoute(bookDemoEndpoint, { access: "public" }, async ({ body }) => {
  const { paymentIntentId, ...input } = body;
  return NextResponse.json({ booking: await payDemoBooking(getStripe(), input, paymentIntentId) }, { status: 201 });
});
