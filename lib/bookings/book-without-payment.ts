import type { Db } from "@/db/client";
import type { Booking } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { BookingRequest } from "./booking-input";
import { createBooking } from "./create-booking";
import { CREATIONS } from "@/lib/vocabulary/booking-status";
import { requireBookableProperty } from "./require-bookable-property";

export const PAYMENT_REQUIRED_MESSAGE = "Payment is required to book this property";

/**
 * A booking without a card payment, only where no fee is collected: the demo property
 * (fee waived) or mock mode (no Stripe configured). Anything else goes through the hold
 * and a PaymentIntent.
 */
export async function bookWithoutPayment(
  db: Db,
  request: BookingRequest,
  { stripeConfigured, now = new Date() }: { stripeConfigured: boolean; now?: Date },
): Promise<Booking> {
  const property = await requireBookableProperty(db, request.propertyId);
  if (stripeConfigured && !property.isDemo) throw new AppError("bad_request", PAYMENT_REQUIRED_MESSAGE);
  const status = CREATIONS[property.bookingApproval === "manual" ? "request" : "book"].to;
  return createBooking(db, {
    property,
    request,
    now,
    state: { status, paymentStatus: property.isDemo ? "waived" : "mock", feeCents: 0 },
  });
}
