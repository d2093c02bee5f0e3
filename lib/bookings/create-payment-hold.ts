import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "@/db/client";
import { bookings } from "@/db/schema";
import { isDeadlock } from "@/db/pg-errors";
import { allows } from "@/lib/vocabulary/booking-status";
import { transition } from "./lifecycle";
import type { BookingRequest } from "@/lib/bookings/booking-input";
import { HOLD_MINUTES, placeHold } from "@/lib/bookings/ledger/place-hold";
import { feeFor, mockPaymentIntentId } from "@/lib/payments/fees";
import { createCardIntent, mockIntent, type IntentAnswer } from "@/lib/payments/payment-intents";
import { minutesAfter } from "@/lib/time/durations";

export type PaymentIntentResponse = IntentAnswer & {
  amount: number;
  bookingId: string;
  confirmationNumber: string;
  holdExpiresAt: string;
};

/** The hold of a payment that could not be started is let go at once, so the slot is free again. */
async function releaseHold(db: Db, bookingId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [held] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
    if (held && allows(held.status, "expire")) {
      await transition(tx, held, "expire", { actor: { party: "system" }, channel: "api", now: new Date(), reason: "The payment could not be started" });
    }
  });
}

/**
 * Writes the PaymentIntent's id on the hold. The update re-checks the exclusion constraint,
 * so it may deadlock with a racing hold's insert on an overlapping time; PostgreSQL aborts one
 * of the two, and when it is this update, it is written again (the other hold has lost).
 */
async function recordIntent(db: Db, bookingId: string, paymentIntentId: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await db.update(bookings).set({ stripePaymentIntentId: paymentIntentId }).where(eq(bookings.id, bookingId));
      return;
    } catch (error) {
      if (attempt < 2 && isDeadlock(error)) continue;
      throw error;
    }
  }
}

/**
 * Hold first, then pay: the slot is taken by a pending_payment booking (released after
 * ten minutes unless paid) before a PaymentIntent for the server's fee is created. With
 * `limits`, the attempt counts against the per-address and per-mailbox rate limits in the
 * same round trip that reads the slot (lib/bookings/ledger/place-hold.ts).
 */
export async function createPaymentHold(
  db: Db,
  stripe: Stripe | null,
  request: BookingRequest,
  now = new Date(),
  limits?: { ip: string | null },
): Promise<PaymentIntentResponse> {
  // In mock mode the PaymentIntent id follows from the booking id, so the hold is written once.
  const booking = await placeHold(db, request, { now, limits, feeFor, paymentIntentIdFor: stripe ? undefined : mockPaymentIntentId });
  const { property } = booking;
  const feeCents = feeFor(property);
  const held = {
    amount: feeCents,
    bookingId: booking.id,
    confirmationNumber: booking.confirmationNumber,
    holdExpiresAt: minutesAfter(now, HOLD_MINUTES).toISOString(),
  };

  if (!stripe) return { ...held, ...mockIntent(mockPaymentIntentId(booking.id)) };

  try {
    const intent = await createCardIntent(stripe, {
      amount: feeCents,
      description: `Showing ${booking.confirmationNumber} at ${property.fullAddress}`,
      receiptEmail: booking.receiptEmail,
      metadata: { bookingId: booking.id, propertyId: property.id, confirmationNumber: booking.confirmationNumber },
      idempotencyKey: `booking-hold-${booking.id}`,
    });
    await recordIntent(db, booking.id, intent.paymentIntentId);
    return { ...held, ...intent };
  } catch (error) {
    await releaseHold(db, booking.id);
    throw error;
  }
}
