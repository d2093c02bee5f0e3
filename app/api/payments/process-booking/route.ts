import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { AppError } from "@/lib/errors";
import { apiRoute } from "@/lib/api/route";
import { summarizeBooking } from "@/lib/bookings/booking-summary";
import { confirmPayment, SLOT_LOST_MESSAGE } from "@/lib/bookings/confirm-payment";
import { getStripe } from "@/lib/payments/stripe";
import { markBookingPageViewBooked } from "@/lib/stats/booking-page-views";
import { processBookingEndpoint } from "@/lib/bookings/booking-endpoints";

export const POST = apiRoute(processBookingEndpoint, { access: "public" }, async ({ req, body }) => {
  const db = getDb();
  const result = await confirmPayment(db, getStripe(), body.paymentIntentId);
  if (result.status === "refunded") throw new AppError("conflict", SLOT_LOST_MESSAGE);
  await markBookingPageViewBooked(db, result.booking.propertyId, req.headers);
  const { paymentIntentId, amount, status, mock } = result;
  return NextResponse.json({ paymentIntentId, amount, status, mock, booking: await summarizeBooking(db, result.booking) });
});
