import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { bookings, type Booking } from "@/db/schema";
import { isLapsedHold } from "@/db/lapsed-hold";

/** Releases the lapsed holds (of one property, or all): they become expired. */
export async function expireStaleHolds(db: DbOrTx, now: Date, propertyId?: string): Promise<Booking[]> {
  return staleHoldsUpdate(db, now, propertyId).returning();
}

/** The release as a statement, for callers that fold it into a query of their own. */
export const staleHoldsUpdate = (db: DbOrTx, now: Date, propertyId?: string) =>
  db
    .update(bookings)
    .set({ status: "expired", updatedAt: now })
    .where(and(isLapsedHold(now), propertyId ? eq(bookings.propertyId, propertyId) : undefined));
