import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "@/db/client";
import { bookings } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { BookingRequest } from "@/lib/bookings/booking-input";
import { createBooking, HOLD_MINUTES } from "@/lib/bookings/create-booking";
import { requireBookableProperty } from "@/lib/bookings/require-bookable-property";
import { CURRENCY, feeFor, mockPaymentIntentId } from "./fees";

export type PaymentIntentResponse = {
  clientSecret: string;
  paymentIntentId: string;
  amount: number;
  bookingId: string;
  confirmationNumber: string;
  holdExpiresAt: string;
  mock?: true;
  warning?: string;
};

export const MOCK_WARNING = "Development mode: Stripe is not configured, so no card is charged.";

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

  if (!stripe) {
    const paymentIntentId = mockPaymentIntentId(booking.id);
    return { ...held, paymentIntentId, clientSecret: `${paymentIntentId}_secret_mock`, mock: true, warning: MOCK_WARNING };
  }

  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.create(
      {
        amount: feeCents,
        currency: CURRENCY,
        automatic_payment_methods: { enabled: true },
        description: `Showing ${booking.confirmationNumber} at ${property.fullAddress}`,
        receipt_email: booking.buyerEmail,
        metadata: { bookingId: booking.id, propertyId: property.id, confirmationNumber: booking.confirmationNumber },
      },
      { idempotencyKey: `booking-hold-${booking.id}` },
    );
  } catch (error) {
    await db.update(bookings).set({ status: "expired", updatedAt: new Date() }).where(eq(bookings.id, booking.id));
    console.error("[payments] PaymentIntent creation failed", error);
    throw new AppError("internal_server_error", "The payment provider is unavailable. Please try again.");
  }
  await db.update(bookings).set({ stripePaymentIntentId: intent.id }).where(eq(bookings.id, booking.id));
  if (!intent.client_secret) throw new AppError("internal_server_error", "The payment provider returned no client secret");
  return { ...held, paymentIntentId: intent.id, clientSecret: intent.client_secret };
}
