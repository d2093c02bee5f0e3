import { and, inArray, lte } from "drizzle-orm";
import type { Db } from "@/db/client";
import { bookings } from "@/db/schema";
import { statusesAllowing } from "@/lib/vocabulary/booking-status";
import { transition } from "@/lib/bookings/lifecycle";

/**
 * Marks confirmed showings that have ended as completed and asks their bookers for
 * feedback. Rows are claimed with SKIP LOCKED, so two workers never complete one twice.
 */
export async function completeFinishedShowings(db: Db, now = new Date(), batch = 200): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(bookings)
      .where(and(inArray(bookings.status, statusesAllowing("complete")), lte(bookings.endsAt, now)))
      .limit(batch)
      .for("update", { skipLocked: true });
    for (const booking of due) await transition(tx, booking, "complete", { actor: { party: "system" }, channel: "job", now });
    return due.length;
  });
}
