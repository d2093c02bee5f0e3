import { and, eq } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db/client";
import { bookings, type Booking } from "@/db/schema";
import { isLapsedHold } from "@/db/lapsed-hold";
import { TRANSITIONS } from "@/lib/vocabulary/booking-status";
import { transition } from "../lifecycle";

const lapsedHolds = (now: Date, propertyId?: string) => and(isLapsedHold(now), propertyId ? eq(bookings.propertyId, propertyId) : undefined);

/** Releases the lapsed holds (of one property, or all): each becomes expired through the lifecycle, logged, once (SKIP LOCKED). */
export async function expireStaleHolds(db: Db, now: Date, propertyId?: string): Promise<Booking[]> {
  return db.transaction(async (tx) => {
    const due = await tx.select().from(bookings).where(lapsedHolds(now, propertyId)).for("update", { skipLocked: true });
    const expired: Booking[] = [];
    for (const booking of due) expired.push(await transition(tx, booking, "expire", { actor: { party: "system" }, channel: "job", now }));
    return expired;
  });
}

/**
 * The release as a statement, for the slot check that folds it into a query of its own (a
 * lapsed hold is free whether or not it was released, so it is not logged there; the job logs
 * the ones it finds).
 */
export const staleHoldsUpdate = (db: DbOrTx, now: Date, propertyId?: string) =>
  db.update(bookings).set({ status: TRANSITIONS.pending_payment.expire.to, updatedAt: now }).where(lapsedHolds(now, propertyId));
