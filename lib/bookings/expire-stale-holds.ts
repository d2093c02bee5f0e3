import { and, eq, lte } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { bookings, type Booking } from "@/db/schema";

/** Releases holds of a property whose payment window has passed. */
export async function expireStaleHolds(db: DbOrTx, now: Date, propertyId?: string): Promise<Booking[]> {
  return staleHoldsUpdate(db, now, propertyId).returning();
}

/** The release as a statement, for callers that fold it into a query of their own. */
export const staleHoldsUpdate = (db: DbOrTx, now: Date, propertyId?: string) =>
  db
    .update(bookings)
    .set({ status: "expired", updatedAt: now })
    .where(
      and(
        eq(bookings.status, "pending_payment"),
        lte(bookings.holdExpiresAt, now),
        propertyId ? eq(bookings.propertyId, propertyId) : undefined,
      ),
    );
