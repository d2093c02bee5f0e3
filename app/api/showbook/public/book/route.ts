import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { appRateLimiter } from "@/lib/rate-limit/rate-limit";
import { apiRoute } from "@/lib/api/route";
import { clientIp } from "@/lib/request-ip";
import { bookingRequestSchema } from "@/lib/bookings/booking-input";
import { bookWithoutPayment } from "@/lib/bookings/book-without-payment";
import { summarizeBooking } from "@/lib/bookings/booking-summary";
import { limitBookingAttempts } from "@/lib/bookings/limit-booking-attempts";
import { getStripe } from "@/lib/payments/stripe";
import { markBookingPageViewBooked } from "@/lib/stats/booking-page-views";

export const POST = apiRoute({ access: "public", body: bookingRequestSchema }, async ({ req, body }) => {
  await limitBookingAttempts(appRateLimiter(), { ip: clientIp(req.headers), email: body.email });
  const db = getDb();
  const booking = await bookWithoutPayment(db, body, { stripeConfigured: getStripe() !== null });
  await markBookingPageViewBooked(db, booking.propertyId, req.headers);
  return NextResponse.json({ booking: await summarizeBooking(db, booking) }, { status: 201 });
});
