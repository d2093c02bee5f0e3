import type { RateLimiter } from "@/lib/api/rate-limit";

/**
 * Counts an anonymous attempt to take a slot against the client's address and the
 * booker's e-mail, so one script cannot hold every slot of a property.
 */
export async function limitBookingAttempts(limiter: RateLimiter, booker: { ip: string | null; email: string }) {
  if (booker.ip) await limiter.consume("holdsPerIp", booker.ip);
  await limiter.consume("holdsPerEmail", booker.email.toLowerCase());
}
