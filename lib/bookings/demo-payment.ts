import { randomUUID } from "node:crypto";
import type Stripe from "stripe";
import { AppError } from "@/lib/errors";
import { assertDemoBookable, confirmDemoBooking, DEMO_ADDRESS, type DemoBookingInput, type DemoBookingResult } from "@/lib/bookings/demo-booking";
import { DEMO_FEE_CENTS } from "@/lib/constants";
import { amountMismatch, createCardIntent, mockIntent, readPayment, type IntentAnswer } from "@/lib/payments/payment-intents";

const MOCK_DEMO_PREFIX = "pi_mock_demo_";

export const NOT_A_DEMO_PAYMENT = "This payment is not for this demo showing";

/**
 * The demo's $1 goes through the payment step of real bookings: a PaymentIntent for the
 * server's demo fee (mock without Stripe keys), naming the demo slot it pays for. No slot
 * is held: the demo property is not shared, so nothing can take it.
 */
export async function createDemoPayment(
  stripe: Stripe | null,
  input: DemoBookingInput,
  now = new Date(),
): Promise<IntentAnswer & { amount: number }> {
  assertDemoBookable(input, now);
  if (!stripe) return { amount: DEMO_FEE_CENTS, ...mockIntent(`${MOCK_DEMO_PREFIX}${randomUUID().replaceAll("-", "")}`) };
  const intent = await createCardIntent(stripe, {
    amount: DEMO_FEE_CENTS,
    description: `Demo showing on ${input.date} at ${input.time}, ${DEMO_ADDRESS}`,
    receiptEmail: input.buyerEmail.trim(),
    metadata: { demo: "true", date: input.date, time: input.time },
  });
  return { amount: DEMO_FEE_CENTS, ...intent };
}

/** The demo confirmation, only for a payment that succeeded for the demo fee and this demo slot. */
export async function payDemoBooking(
  stripe: Stripe | null,
  input: DemoBookingInput,
  paymentIntentId: string,
  now = new Date(),
): Promise<DemoBookingResult> {
  const payment = await readPayment(stripe, paymentIntentId);
  if (payment.mock) {
    if (!paymentIntentId.startsWith(MOCK_DEMO_PREFIX)) throw new AppError("unprocessable_entity", NOT_A_DEMO_PAYMENT);
    return confirmDemoBooking(input, { paymentIntentId, paymentStatus: "mock" }, now);
  }
  const { amount, metadata, created } = payment.intent;
  if (metadata?.demo !== "true" || metadata.date !== input.date || metadata.time !== input.time) {
    throw new AppError("unprocessable_entity", NOT_A_DEMO_PAYMENT);
  }
  if (amount !== DEMO_FEE_CENTS) throw amountMismatch();
  // The slot was checked when the payment began; a paid demo is confirmed even if its notice window opened since.
  return confirmDemoBooking(input, { paymentIntentId, paymentStatus: "succeeded" }, new Date(created * 1000));
}
