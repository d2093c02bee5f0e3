import type { Db } from "@/db/client";
import { eq } from "drizzle-orm";
import { properties, propertyPeople, propertyWithPeople, type Booking } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { BookingRequest } from "./booking-input";
import { createBooking } from "./create-booking";
import { CREATIONS } from "@/lib/vocabulary/booking-status";
import { requireBookableProperty } from "./require-bookable-property";
import { placeEventOf } from "./confirmations/ask";

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
  // Who must say yes first is the agent's setting, which the public projection does not carry.
  const [settings] = await db
    .select(propertyWithPeople)
    .from(properties)
    .innerJoin(propertyPeople, eq(propertyPeople.propertyId, properties.id))
    .where(eq(properties.id, property.id));
  const status = CREATIONS[placeEventOf(settings)].to;
  return createBooking(db, {
    property,
    request,
    now,
    state: { status, paymentStatus: property.isDemo ? "waived" : "mock", feeCents: 0 },
  });
}
