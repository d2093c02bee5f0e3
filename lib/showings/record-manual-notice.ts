import { and, eq, min } from "drizzle-orm";
import type { Db, Tx } from "@/db/client";
import { bookings, manualNotices, notifications, properties, type ManualNotice } from "@/db/schema";
import { AppError, notFound } from "@/lib/errors";
import { REASONS } from "@/lib/availability/reasons";
import { recordCompliance } from "@/lib/compliance/record-compliance";
import { actorOf, type Scope } from "@/lib/auth/scope";
import { BOOKING_NOT_FOUND, ownedBooking } from "@/lib/bookings/owned-booking";
import type { ManualNoticeInput } from "./manual-notice-schema";
import { MINUTE_MS, minutesAfter } from "@/lib/time/durations";
import { formatZonedDateTime, fromLocal } from "@/lib/time/zoned-time";

// A phone's clock may run a little ahead of the server's.
const CLOCK_SKEW_MINUTES = 5;

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2}(\.\d+)?)?$/;

/** The instant `givenAt` names: a wall-clock time is the property's, an instant with an offset is itself. Null for a time the clocks skip. */
function givenInstant(givenAt: string, timeZone: string): Date | null {
  const local = LOCAL_DATE_TIME.exec(givenAt);
  return local ? fromLocal(local[1], local[2], timeZone) : new Date(givenAt);
}

/** A refusal of the time given, shown on the form's "When" field. */
const refuseGivenAt = (message: string) => new AppError("unprocessable_entity", message, { givenAt: [message] });

/**
 * When the booking got the time a notice announces: when it was booked, or, once moved, when
 * the move was written (with its notices, in the same transaction). No notice of this time,
 * printed or said, can be older.
 */
async function timeSetAt(tx: Tx, booking: { id: string; createdAt: Date; timeRevision: number }): Promise<Date> {
  if (booking.timeRevision === 0) return booking.createdAt;
  const [moved] = await tx
    .select({ at: min(notifications.createdAt) })
    .from(notifications)
    .where(and(eq(notifications.bookingId, booking.id), eq(notifications.timeRevision, booking.timeRevision)));
  return moved?.at ?? booking.createdAt;
}

/**
 * The agent records a notice given by hand (posted at the door, handed over, or oral) for
 * one of their showings; the § 1954 verdict is recomputed with it in the same transaction.
 * The time is refused when it is still to come, before the showing had this time (the notice
 * could not have been printed yet), or not before the showing.
 */
export async function recordManualNotice(
  db: Db,
  scope: Scope,
  bookingId: string,
  input: ManualNoticeInput,
  now = new Date(),
): Promise<ManualNotice> {
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .select({
        id: bookings.id,
        startsAt: bookings.startsAt,
        createdAt: bookings.createdAt,
        timeRevision: bookings.timeRevision,
        timeZone: properties.timezone,
      })
      .from(bookings)
      .innerJoin(properties, eq(properties.id, bookings.propertyId))
      .where(ownedBooking(scope, bookingId));
    if (!booking) throw notFound(BOOKING_NOT_FOUND);
    const givenAt = givenInstant(input.givenAt, booking.timeZone);
    if (!givenAt) throw refuseGivenAt(REASONS.invalidTime);
    if (givenAt > minutesAfter(now, CLOCK_SKEW_MINUTES)) throw refuseGivenAt("A notice cannot be recorded before it is given");
    // The field is to the minute: a notice given in the minute the showing was booked counts.
    const setAt = await timeSetAt(tx, booking);
    if (+givenAt < Math.floor(+setAt / MINUTE_MS) * MINUTE_MS) {
      const when = formatZonedDateTime(setAt, booking.timeZone);
      throw refuseGivenAt(
        booking.timeRevision === 0
          ? `The showing was booked at ${when}: no notice of it can have been given before then`
          : `The showing was moved to this time at ${when}: no notice of it can have been given before then`,
      );
    }
    if (+givenAt >= +booking.startsAt) throw refuseGivenAt("The notice must be given before the showing");
    const [notice] = await tx
      .insert(manualNotices)
      .values({ bookingId: booking.id, ...input, givenAt, timeRevision: booking.timeRevision, recordedBy: actorOf(scope), recordedAt: now })
      .returning();
    await recordCompliance(tx, booking.id);
    return notice;
  });
}
