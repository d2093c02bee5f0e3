import { and, eq, lte } from "drizzle-orm";
import type { Db } from "@/db/client";
import { bookings } from "@/db/schema";
import { writeBookingNotifications } from "@/lib/notifications/write-booking-notifications";

/**
 * Marks confirmed showings that have ended as completed and asks their bookers for
 * feedback. Rows are claimed with SKIP LOCKED, so two workers never complete one twice.
 */
export async function completeFinishedShowings(db: Db, now = new Date(), batch = 200): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.status, "confirmed"), lte(bookings.endsAt, now)))
      .limit(batch)
      .for("update", { skipLocked: true });
    for (const booking of due) {
      const [completed] = await tx
        .update(bookings)
        .set({ status: "completed", completedAt: now, updatedAt: now })
        .where(eq(bookings.id, booking.id))
        .returning();
      await writeBookingNotifications(tx, completed, "completed");
    }
    return due.length;
  });
}
