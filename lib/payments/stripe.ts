import "server-only";
import Stripe from "stripe";
import { env } from "@/lib/env";

/**
 * A Stripe client; with an API URL (a local fake server in tests) the SDK sends its real
 * requests there instead of api.stripe.com.
 */
export function createStripeClient(secretKey: string, apiUrl?: string): Stripe {
  if (!apiUrl) return new Stripe(secretKey, { maxNetworkRetries: 2 });
  const url = new URL(apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port || (protocol === "http" ? 80 : 443),
    protocol,
    maxNetworkRetries: 2,
  });
}

let cached: Stripe | undefined;

/** The configured Stripe client, or null in mock mode (no STRIPE_SECRET_KEY). */
export function getStripe(): Stripe | null {
  const { STRIPE_SECRET_KEY, STRIPE_API_URL } = env();
  if (!STRIPE_SECRET_KEY) return null;
  cached ??= createStripeClient(STRIPE_SECRET_KEY, STRIPE_API_URL);
  return cached;
}
