import { z } from "zod";
import type { Db } from "@/db/client";
import { MANUAL_NOTICE_METHODS, bookings, manualNotices, type ManualNotice } from "@/db/schema";
import { AppError, notFound } from "@/lib/api/errors";
import { recordCompliance } from "@/lib/compliance/record-compliance";
import { actorOf, type Scope } from "@/lib/auth/scope";
import { BOOKING_NOT_FOUND, ownedBooking } from "./owned-booking";
import { minutesAfter } from "@/lib/time/durations";

export const manualNoticeSchema = z.object({
  method: z.enum(MANUAL_NOTICE_METHODS, { error: "Choose how the notice was given" }),
  givenAt: z.coerce.date({ error: "Enter when the notice was given" }),
  givenBy: z.string({ error: "Enter who gave the notice" }).trim().min(1, "Enter who gave the notice").max(200),
});
export type ManualNoticeInput = z.infer<typeof manualNoticeSchema>;

// A phone's clock may run a little ahead of the server's.
const CLOCK_SKEW_MINUTES = 5;

/**
 * The agent records a notice given by hand (posted at the door, handed over, or oral) for
 * one of their showings; the § 1954 verdict is recomputed with it in the same transaction.
 */
export async function recordManualNotice(
  db: Db,
  scope: Scope,
  bookingId: string,
  input: ManualNoticeInput,
  now = new Date(),
): Promise<ManualNotice> {
  if (input.givenAt > minutesAfter(now, CLOCK_SKEW_MINUTES)) throw new AppError("unprocessable_entity", "A notice cannot be recorded before it is given");
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .select({ id: bookings.id, startsAt: bookings.startsAt, timeRevision: bookings.timeRevision })
      .from(bookings)
      .where(ownedBooking(scope, bookingId));
    if (!booking) throw notFound(BOOKING_NOT_FOUND);
    if (+input.givenAt >= +booking.startsAt) throw new AppError("unprocessable_entity", "The notice must be given before the showing");
    const [notice] = await tx
      .insert(manualNotices)
      .values({ bookingId: booking.id, ...input, timeRevision: booking.timeRevision, recordedBy: actorOf(scope), recordedAt: now })
      .returning();
    await recordCompliance(tx, booking.id);
    return notice;
  });
}
