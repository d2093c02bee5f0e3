import { and, eq, gt, ne, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { bookings, type Booking } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { BookingRequest } from "./booking-input";
import { mailboxOf } from "./mailbox";

/** Unpaid holds one booker (one e-mail address) may keep at once, across all properties. */
export const MAX_LIVE_HOLDS_PER_BOOKER = 3;

export const TOO_MANY_HOLDS_MESSAGE = `You already hold ${MAX_LIVE_HOLDS_PER_BOOKER} showings awaiting payment. Pay for one or wait ten minutes for it to be released before holding another.`;

type OwnHoldArgs = { propertyId: string; request: BookingRequest; now: Date; holdExpiresAt: Date };

/**
 * Settles a booker's own unpaid holds before a new one is taken, under a lock on the
 * booker's mailbox (aliases such as `name+1@…` are one booker) so parallel requests of one
 * booker are counted one at a time: going Back and Continue on the same slot with the same
 * address gets the same hold back (its ten minutes restarted), another slot of the same
 * property replaces it, and a booker already holding the maximum elsewhere is refused.
 */
export async function settleOwnHolds(tx: Tx, args: OwnHoldArgs): Promise<Booking | null> {
  const { propertyId, request, now, holdExpiresAt } = args;
  const mailbox = mailboxOf(request.email);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`booking-holds:${mailbox}`}))`);
  const liveHolds = and(eq(bookings.status, "pending_payment"), gt(bookings.holdExpiresAt, now), eq(bookings.bookerMailbox, mailbox));

  const [same] = await tx
    .update(bookings)
    .set({ holdExpiresAt, updatedAt: now })
    .where(
      and(
        liveHolds,
        sql`lower(${request.requesterType === "buyers_agent" ? bookings.buyerAgentEmail : bookings.buyerEmail}) = ${request.email.toLowerCase()}`,
        eq(bookings.propertyId, propertyId),
        eq(bookings.showingDate, request.date),
        eq(bookings.showingTime, request.time),
      ),
    )
    .returning();
  if (same) return same;

  await tx
    .update(bookings)
    .set({ status: "expired", updatedAt: now })
    .where(and(liveHolds, eq(bookings.propertyId, propertyId)));
  const [{ held }] = await tx
    .select({ held: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(liveHolds, ne(bookings.propertyId, propertyId)));
  if (held >= MAX_LIVE_HOLDS_PER_BOOKER) throw new AppError("rate_limit_exceeded", TOO_MANY_HOLDS_MESSAGE);
  return null;
}
