import { NextResponse } from "next/server";
import { appRateLimiter } from "@/lib/rate-limit/rate-limit";
import { apiRoute } from "@/lib/api/route";
import { clientIp } from "@/lib/request-ip";
import { limitBookingAttempts } from "@/lib/bookings/limit-booking-attempts";
import { createDemoPayment } from "@/lib/bookings/demo-payment";
import { getStripe } from "@/lib/payments/stripe";
import { createDemoPaymentIntentEndpoint } from "@/lib/bookings/demo-endpoints";

// The demo's form, as for /demo/booking; any `amount` the client sends is ignored: the fee is the server's.
export const POST = apiRoute(createDemoPaymentIntentEndpoint, { access: "public" }, async ({ req, body }) => {
  await limitBookingAttempts(appRateLimiter(), { ip: clientIp(req.headers), email: body.buyerEmail.trim() });
  return NextResponse.json(await createDemoPayment(getStripe(), body), { status: 201 });
});
