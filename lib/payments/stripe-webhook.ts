import type Stripe from "stripe";
import { AppError, isAppError } from "@/lib/errors";
import { logger } from "@/lib/observability/log";

export type WebhookDelivery = { payload: string; signature: string | null; secret: string | undefined };

/** The event of a Stripe webhook delivery, its signature checked on the raw body. */
export function verifiedStripeEvent(
  stripe: Stripe | null,
  { payload, signature, secret }: WebhookDelivery,
): { stripe: Stripe; event: Stripe.Event } {
  if (!stripe || !secret) throw new AppError("bad_request", "Stripe webhooks are not configured");
  if (!signature) throw new AppError("bad_request", "Missing Stripe signature");
  try {
    return { stripe, event: stripe.webhooks.constructEvent(payload, signature, secret) };
  } catch {
    throw new AppError("bad_request", "Invalid Stripe signature");
  }
}

/**
 * Applies an event. An object that is not ours, or does not match what we hold, will never
 * apply on a retry: it is logged and answered with 200. Anything else (database, Stripe
 * down) throws, so Stripe retries the delivery.
 */
export async function applyStripeEvent(log: string, event: Stripe.Event, apply: () => Promise<void>): Promise<void> {
  try {
    await apply();
  } catch (error) {
    if (!isAppError(error)) throw error;
    logger.warn({ webhook: log, eventId: event.id, eventType: event.type, error: error.message }, "webhook not applied");
  }
}
