import { NextResponse } from "next/server";
import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { bookingRequestSchema } from "@/lib/bookings/booking-input";
import { createPaymentHold } from "@/lib/payments/create-payment-hold";
import { getStripe } from "@/lib/payments/stripe";

// Any `amount` the client sends is ignored: the fee is the server's.
const schema = z.object({ bookingData: bookingRequestSchema });

export const POST = apiRoute({ access: "public", body: schema }, async ({ body }) =>
  NextResponse.json(await createPaymentHold(getDb(), getStripe(), body.bookingData), { status: 201 }),
);
