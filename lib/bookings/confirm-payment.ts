import { and, eq, inArray } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db, Tx } from "@/db/client";
import { bookings, properties, propertyPeople, propertyWithPeople, type Booking } from "@/db/schema";
import { AppError, notFound } from "@/lib/errors";
import { REASONS } from "@/lib/availability/reasons";
import { forgivePaidAttempt } from "@/lib/bookings/limit-booking-attempts";
import { isOverlapViolation } from "@/db/pg-errors";
import { allows, isAwaitingApproval, isAwaitingConfirmation, isBooked, type ActivityChannel } from "@/lib/vocabulary/booking-status";
import { payEventOf } from "./confirmations/ask";
import { transition } from "./lifecycle";
import { amountMismatch, readPayment } from "@/lib/payments/payment-intents";
import { refundBooking, requestRefund } from "@/lib/payments/refund-booking";

export type PaymentOutcome = "confirmed" | "pending_approval" | "already_processed" | "refunded";

export type PaymentResult = {
  paymentIntentId: string;
  amount: number;
  status: PaymentOutcome;
  booking: Booking;
  mock: boolean;
};

export const SLOT_LOST_MESSAGE =
  "Your hold expired and the time slot was taken by someone else. Your payment has been refunded";

type Payment = { intentId: string; bookingId: string | null; amount: number; paymentStatus: "succeeded" | "mock" };

/**
 * Turns a paid hold into a booking, idempotently: process-booking and the webhook may both
 * call it, any number of times. The PaymentIntent is read back from Stripe and its status,
 * amount and currency checked; the request's own claims are never trusted. Money that
 * arrives for a hold that expired and lost its slot is refunded.
 */
export async function confirmPayment(
  db: Db,
  stripe: Stripe | null,
  paymentIntentId: string,
  now = new Date(),
  channel: ActivityChannel = "api",
): Promise<PaymentResult> {
  const payment = await verifiedPayment(db, stripe, paymentIntentId);
  if (!payment.bookingId) throw notFound("No booking belongs to this payment");
  const { booking, needsRefund, placedNow } = await db.transaction((tx) => settle(tx, payment, now, channel));
  // Only the call that placed the booking gives its attempt back, once, after the commit.
  if (placedNow) await forgivePaidAttempt(booking.bookerMailbox);
  if (needsRefund) {
    const refunded = await refundBooking(db, stripe, booking, now);
    return result(payment, refunded, "refunded");
  }
  if (booking.paymentStatus === "refunded") return result(payment, booking, "refunded");
  // A mock payment for a lost slot: nothing was charged, so there is nothing to refund.
  if (!isBooked(booking.status)) throw new AppError("conflict", REASONS.conflict);
  // A request awaiting its resident's or owner's confirmation is, to the payer, a request not yet confirmed.
  const waiting = isAwaitingApproval(booking.status) || isAwaitingConfirmation(booking.status);
  return result(payment, booking, waiting ? "pending_approval" : "confirmed");
}

function result(payment: Payment, booking: Booking, status: PaymentOutcome): PaymentResult {
  return { paymentIntentId: payment.intentId, amount: payment.amount, status, booking, mock: payment.paymentStatus === "mock" };
}

async function verifiedPayment(db: Db, stripe: Stripe | null, intentId: string): Promise<Payment> {
  const payment = await readPayment(stripe, intentId);
  if (payment.mock) {
    const [booking] = await db
      .select({ id: bookings.id, feeCents: bookings.feeCents })
      .from(bookings)
      .where(eq(bookings.stripePaymentIntentId, intentId));
    return { intentId, bookingId: booking?.id ?? null, amount: booking?.feeCents ?? 0, paymentStatus: "mock" };
  }
  const { intent } = payment;
  return { intentId, bookingId: intent.metadata?.bookingId ?? null, amount: intent.amount, paymentStatus: "succeeded" };
}

type Settled = { booking: Booking; needsRefund: boolean; placedNow?: boolean };

async function settle(tx: Tx, payment: Payment, now: Date, channel: ActivityChannel): Promise<Settled> {
  const [row] = await tx
    .select({ booking: bookings, property: propertyWithPeople })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(propertyPeople, eq(propertyPeople.propertyId, properties.id))
    .where(eq(bookings.id, payment.bookingId!))
    .for("update", { of: bookings });
  if (!row) throw notFound("No booking belongs to this payment");
  const { booking, property } = row;
  const { archivedAt } = property;
  if (booking.stripePaymentIntentId !== payment.intentId) {
    throw new AppError("bad_request", "This payment does not belong to the booking");
  }
  if (payment.paymentStatus === "succeeded" && payment.amount !== booking.feeCents) throw amountMismatch();
  if (booking.paymentStatus === "refunded") return { booking, needsRefund: false };
  if (isBooked(booking.status)) return { booking, needsRefund: false };

  const paid = { paymentStatus: payment.paymentStatus, paidAt: booking.paidAt ?? now };
  const event = payEventOf(property);

  // A hold on a property archived while the booker paid has no showing left to become.
  if (allows(booking.status, event) && !archivedAt) {
    try {
      // A savepoint: if a released hold's slot was taken meanwhile, only this update fails.
      const confirmed = await tx.transaction((inner) => transition(inner, booking, event, { actor: { party: "booker" }, channel, now, set: paid }));
      return { booking: confirmed, needsRefund: false, placedNow: true };
    } catch (error) {
      if (!isOverlapViolation(error)) throw error;
    }
  }
  // The slot is gone (or the booking was cancelled or declined, or the property archived): keep the record of the
  // payment, then refund it.
  const [kept] = await tx
    .update(bookings)
    .set({ ...paid, updatedAt: now })
    .where(eq(bookings.id, booking.id))
    .returning();
  return { booking: await requestRefund(tx, kept, now), needsRefund: payment.paymentStatus === "succeeded" };
}

/** Payment states in which a failed attempt may still be recorded: no money has arrived. */
const UNPAID_PAYMENT_STATUSES = ["unpaid", "pending", "failed"] as const;

/**
 * A payment attempt failed: the hold stays until it expires, so the booker may retry.
 * Stripe does not deliver events in order, so a failure that arrives after the payment
 * succeeded (an earlier attempt's) changes nothing.
 */
export async function recordPaymentFailure(db: Db, paymentIntentId: string): Promise<void> {
  await db
    .update(bookings)
    .set({ paymentStatus: "failed", updatedAt: new Date() })
    .where(and(eq(bookings.stripePaymentIntentId, paymentIntentId), inArray(bookings.paymentStatus, UNPAID_PAYMENT_STATUSES)));
}

