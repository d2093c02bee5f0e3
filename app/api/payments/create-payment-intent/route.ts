import { NextResponse } from "next/server";
import { z } from "zod";
import { getDb } from "@/db/client";
import { appRateLimiter } from "@/lib/api/rate-limit";
import { apiRoute } from "@/lib/api/route";
import { clientIp } from "@/lib/auth/request-ip";
import { bookingRequestSchema } from "@/lib/bookings/booking-input";
import { limitBookingAttempts } from "@/lib/bookings/limit-booking-attempts";
import { createPaymentHold } from "@/lib/payments/create-payment-hold";
import { getStripe } from "@/lib/payments/stripe";

// Any `amount` the client sends is ignored: the fee is the server's.
const schema = z.object({ bookingData: bookingRequestSchema });

export const POST = apiRoute({ access: "public", body: schema }, async ({ req, body }) => {
  await limitBookingAttempts(appRateLimiter(), { ip: clientIp(req.headers), email: body.bookingData.email });
  return NextResponse.json(await createPaymentHold(getDb(), getStripe(), body.bookingData), { status: 201 });
});
