import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { bookingRequestSchema } from "@/lib/bookings/booking-input";
import { bookWithoutPayment } from "@/lib/bookings/book-without-payment";
import { summarizeBooking } from "@/lib/bookings/booking-summary";
import { getStripe } from "@/lib/payments/stripe";

export const POST = apiRoute({ access: "public", body: bookingRequestSchema }, async ({ body }) => {
  const db = getDb();
  const booking = await bookWithoutPayment(db, body, { stripeConfigured: getStripe() !== null });
  return NextResponse.json({ booking: await summarizeBooking(db, booking) }, { status: 201 });
});
