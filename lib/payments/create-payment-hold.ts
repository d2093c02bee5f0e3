import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "@/db/client";
import { bookings } from "@/db/schema";
import type { BookingRequest } from "@/lib/bookings/booking-input";
import { createBooking, HOLD_MINUTES } from "@/lib/bookings/create-booking";
import { requireBookableProperty } from "@/lib/bookings/require-bookable-property";
import { feeFor, mockPaymentIntentId } from "./fees";
import { createCardIntent, mockIntent, type IntentAnswer } from "./payment-intents";

export type PaymentIntentResponse = IntentAnswer & {
  amount: number;
  bookingId: string;
  confirmationNumber: string;
  holdExpiresAt: string;
};

/**
 * Hold first, then pay: the slot is taken by a pending_payment booking (released after
 * ten minutes unless paid) before a PaymentIntent for the server's fee is created.
 */
export async function createPaymentHold(
  db: Db,
  stripe: Stripe | null,
  request: BookingRequest,
  now = new Date(),
): Promise<PaymentIntentResponse> {
  const property = await requireBookableProperty(db, request.propertyId);
  const feeCents = feeFor(property);
  const holdExpiresAt = new Date(+now + HOLD_MINUTES * 60_000);
  // In mock mode the PaymentIntent id follows from the booking id, so the hold is written once.
  const id = randomUUID();
  const booking = await createBooking(db, {
    property,
    request,
    now,
    state: { status: "pending_payment", paymentStatus: "pending", feeCents, holdExpiresAt, id, stripePaymentIntentId: stripe ? undefined : mockPaymentIntentId(id) },
  });
  const held = {
    amount: feeCents,
    bookingId: booking.id,
    confirmationNumber: booking.confirmationNumber,
    holdExpiresAt: holdExpiresAt.toISOString(),
  };

  if (!stripe) return { ...held, ...mockIntent(mockPaymentIntentId(booking.id)) };

  try {
    const intent = await createCardIntent(stripe, {
      amount: feeCents,
      description: `Showing ${booking.confirmationNumber} at ${property.fullAddress}`,
      receiptEmail: booking.buyerEmail,
      metadata: { bookingId: booking.id, propertyId: property.id, confirmationNumber: booking.confirmationNumber },
      idempotencyKey: `booking-hold-${booking.id}`,
    });
    await db.update(bookings).set({ stripePaymentIntentId: intent.paymentIntentId }).where(eq(bookings.id, booking.id));
    return { ...held, ...intent };
  } catch (error) {
    await db.update(bookings).set({ status: "expired", updatedAt: new Date() }).where(eq(bookings.id, booking.id));
    throw error;
  }
}
