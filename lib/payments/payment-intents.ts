import type Stripe from "stripe";
import { AppError } from "@/lib/errors";
import { CURRENCY, isMockPaymentIntentId } from "./fees";
import { logger } from "@/lib/observability/log";

export type IntentAnswer = { paymentIntentId: string; clientSecret: string; mock?: true; warning?: string };

export const MOCK_WARNING = "Development mode: Stripe is not configured, so no card is charged.";

/** Mock mode (no Stripe configured): the client secret says "mock", so the payment step charges nothing. */
export const mockIntent = (paymentIntentId: string): IntentAnswer => ({
  paymentIntentId,
  clientSecret: `${paymentIntentId}_secret_mock`,
  mock: true,
  warning: MOCK_WARNING,
});

type Fee = { amount: number; description: string; receiptEmail: string; metadata: Record<string, string>; idempotencyKey?: string };

/** A card PaymentIntent for a fee the server decided; a provider failure is logged and answered in words. */
export async function createCardIntent(stripe: Stripe, fee: Fee): Promise<IntentAnswer> {
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.create(
      {
        amount: fee.amount,
        currency: CURRENCY,
        automatic_payment_methods: { enabled: true },
        description: fee.description,
        receipt_email: fee.receiptEmail,
        metadata: fee.metadata,
      },
      fee.idempotencyKey ? { idempotencyKey: fee.idempotencyKey } : undefined,
    );
  } catch (error) {
    logger.error({ err: error }, "PaymentIntent creation failed");
    throw new AppError("internal_server_error", "The payment provider is unavailable. Please try again.");
  }
  if (!intent.client_secret) throw new AppError("internal_server_error", "The payment provider returned no client secret");
  return { paymentIntentId: intent.id, clientSecret: intent.client_secret };
}

export const amountMismatch = () => new AppError("unprocessable_entity", "Payment amount does not match the booking fee");

export type ReadPayment = { mock: true } | { mock: false; intent: Stripe.PaymentIntent };

/**
 * What a payment step claims was paid, checked: a mock id only in mock mode, a card payment
 * read back from Stripe, succeeded for its full amount in our currency. The caller then
 * checks that it paid for what it is being used for.
 */
export async function readPayment(stripe: Stripe | null, paymentIntentId: string): Promise<ReadPayment> {
  if (isMockPaymentIntentId(paymentIntentId)) {
    if (stripe) throw new AppError("bad_request", "Mock payments are not accepted when Stripe is configured");
    return { mock: true };
  }
  if (!stripe) throw new AppError("bad_request", "Card payments are not configured");
  const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
  if (intent.status !== "succeeded") {
    throw new AppError("unprocessable_entity", `Payment has not succeeded (status: ${intent.status})`);
  }
  if (intent.currency !== CURRENCY || intent.amount_received !== intent.amount) throw amountMismatch();
  return { mock: false, intent };
}
