import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "@/db/client";
import { stripeEvents } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import { confirmPayment, recordPaymentFailure } from "./confirm-payment";

type WebhookDelivery = { payload: string; signature: string | null; secret: string | undefined; now?: Date };

/**
 * A Stripe webhook delivery: the signature is checked on the raw body, each event id is
 * handled once, and the event is only a pointer: the PaymentIntent is read back from Stripe.
 */
export async function handleStripeWebhook(
  db: Db,
  stripe: Stripe | null,
  { payload, signature, secret, now = new Date() }: WebhookDelivery,
): Promise<{ received: true; duplicate: boolean }> {
  if (!stripe || !secret) throw new AppError("bad_request", "Stripe webhooks are not configured");
  if (!signature) throw new AppError("bad_request", "Missing Stripe signature");
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(payload, signature, secret);
  } catch {
    throw new AppError("bad_request", "Invalid Stripe signature");
  }

  const [seen] = await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, event.id));
  if (seen) return { received: true, duplicate: true };

  try {
    if (event.type === "payment_intent.succeeded") await confirmPayment(db, stripe, event.data.object.id, now);
    if (event.type === "payment_intent.payment_failed") await recordPaymentFailure(db, event.data.object.id);
  } catch (error) {
    // A payment that is not ours or does not match its booking will never succeed on a
    // retry: record it and answer 200. Anything else (database, Stripe down) is retried.
    if (!(error instanceof AppError)) throw error;
    console.warn(`[payments] webhook ${event.id} (${event.type}) not applied: ${error.message}`);
  }
  await db.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
  return { received: true, duplicate: false };
}
