import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "@/db/client";
import { stripeEvents } from "@/db/schema";
import { confirmPayment, recordPaymentFailure } from "./confirm-payment";
import { applyStripeEvent, verifiedStripeEvent, type WebhookDelivery } from "@/lib/payments/stripe-webhook";

/**
 * A Stripe webhook delivery: the signature is checked on the raw body, each event id is
 * handled once, and the event is only a pointer: the PaymentIntent is read back from Stripe.
 */
export async function handleStripeWebhook(
  db: Db,
  stripeClient: Stripe | null,
  { now = new Date(), ...delivery }: WebhookDelivery & { now?: Date },
): Promise<{ received: true; duplicate: boolean }> {
  const { stripe, event } = verifiedStripeEvent(stripeClient, delivery);
  const [seen] = await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, event.id));
  if (seen) return { received: true, duplicate: true };

  await applyStripeEvent("payments", event, async () => {
    if (event.type === "payment_intent.succeeded") await confirmPayment(db, stripe, event.data.object.id, now, "webhook");
    if (event.type === "payment_intent.payment_failed") await recordPaymentFailure(db, event.data.object.id);
  });
  await db.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
  return { received: true, duplicate: false };
}
