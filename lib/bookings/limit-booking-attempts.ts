import { refundRateLimit, type RateLimiter } from "@/lib/rate-limit/rate-limit";
import { mailboxOf } from "./mailbox";

/**
 * Counts an anonymous attempt to take a slot against the client's address and the
 * booker's mailbox (every alias of one mailbox counts as one), so one script cannot hold
 * every slot of a property.
 */
export async function limitBookingAttempts(limiter: RateLimiter, booker: { ip: string | null; email: string }) {
  if (booker.ip) await limiter.consume("holdsPerIp", booker.ip);
  await limiter.consume("holdsPerEmail", mailboxOf(booker.email));
}

/**
 * A hold that was paid for is no abuse: its attempt is given back to the booker's mailbox, so
 * the per-mailbox limit counts only holds that end unpaid and a buyer's agent can book a whole
 * afternoon of homes.
 */
export async function forgivePaidAttempt(mailbox: string): Promise<void> {
  await refundRateLimit("holdsPerEmail", mailbox);
}
