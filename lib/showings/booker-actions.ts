import { and, count, eq, gt, inArray, lt, ne } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { bookings, notifications, properties, SLOT_HOLDING_STATUSES, type Booking, type Property } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import { checkSlot } from "@/lib/availability/compute-slots";
import { REASONS } from "@/lib/availability/reasons";
import { fromLocal } from "@/lib/availability/zoned-time";
import { blockedPeriod } from "@/lib/bookings/create-booking";
import { isOverlapViolation } from "@/lib/bookings/pg-errors";
import { slotRulesFor } from "@/lib/compliance/rules";
import { SHOWING_DURATION_MINUTES } from "@/lib/constants";
import { writeBookingNotifications } from "@/lib/notifications/write-booking-notifications";

/** Bookers may cancel or reschedule until this many hours before the showing. */
export const MANAGE_CUTOFF_HOURS = 24;

export const MANAGE_LINK_INVALID = "This link is invalid or the booking no longer exists.";
export const TOO_LATE_MESSAGE = `Showings can be cancelled or rescheduled up to ${MANAGE_CUTOFF_HOURS} hours before they start. Please contact the listing agent.`;
export const ALREADY_RESCHEDULED_MESSAGE = "This showing has already been rescheduled once. Please contact the listing agent.";

export type ManagedBooking = { booking: Booking; property: Property };

export async function findManagedBooking(db: Db, token: string): Promise<ManagedBooking | null> {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select({ booking: bookings, property: properties })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(eq(bookings.manageToken, token));
  return row ?? null;
}

async function requireManaged(db: Db, token: string): Promise<ManagedBooking> {
  const managed = await findManagedBooking(db, token);
  if (!managed) throw new AppError("not_found", MANAGE_LINK_INVALID);
  return managed;
}

export const canStillChange = (booking: Booking, now: Date) =>
  ["confirmed", "pending"].includes(booking.status) && +booking.startsAt - +now >= MANAGE_CUTOFF_HOURS * 3_600_000;

/** The booker cancels up to 24 hours ahead; the fee is non-refundable, as the terms say. */
export async function cancelByBooker(db: Db, token: string, now = new Date()): Promise<Booking> {
  const { booking } = await requireManaged(db, token);
  if (!canStillChange(booking, now)) throw new AppError("conflict", TOO_LATE_MESSAGE);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(bookings)
      .set({ status: "cancelled", cancelledAt: now, cancellationReason: "Cancelled by the booker", updatedAt: now })
      .where(and(eq(bookings.id, booking.id), inArray(bookings.status, ["confirmed", "pending"])))
      .returning();
    if (!updated) throw new AppError("conflict", TOO_LATE_MESSAGE);
    await writeBookingNotifications(tx, updated, "cancelled");
    return updated;
  });
}

/** A booking is moved at most once; its reschedule notices are the record of it. */
export async function hasBeenRescheduled(db: Db, bookingId: string): Promise<boolean> {
  const [previous] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.bookingId, bookingId), eq(notifications.kind, "booking_rescheduled")));
  return previous.value > 0;
}

export const rescheduleSchema = z.object({
  date: z.iso.date("Please select a showing date"),
  time: z.string().regex(/^([01]\d|2[0-3]):(00|30)$/, "Please select a showing time"),
});

/**
 * The booker moves the showing once, keeping the payment. The new slot passes the same
 * checks as a new booking, and the exclusion constraint settles races.
 */
export async function rescheduleByBooker(
  db: Db,
  token: string,
  input: z.infer<typeof rescheduleSchema>,
  now = new Date(),
): Promise<Booking> {
  const { booking, property } = await requireManaged(db, token);
  if (!canStillChange(booking, now)) throw new AppError("conflict", TOO_LATE_MESSAGE);
  if (await hasBeenRescheduled(db, booking.id)) throw new AppError("conflict", ALREADY_RESCHEDULED_MESSAGE);

  const startsAt = fromLocal(input.date, input.time, property.timezone);
  if (!startsAt) throw new AppError("unprocessable_entity", REASONS.invalidTime);
  const day = 86_400_000;
  const others = await db
    .select({ startsAt: bookings.startsAt, endsAt: bookings.endsAt, status: bookings.status })
    .from(bookings)
    .where(
      and(
        eq(bookings.propertyId, property.id),
        ne(bookings.id, booking.id),
        inArray(bookings.status, SLOT_HOLDING_STATUSES),
        gt(bookings.endsAt, new Date(+startsAt - day)),
        lt(bookings.startsAt, new Date(+startsAt + day)),
      ),
    );
  const check = checkSlot(property, others, input.date, input.time, { now, extraRules: slotRulesFor(property) });
  if (!check.available) {
    throw new AppError(check.reason === REASONS.conflict ? "conflict" : "unprocessable_entity", check.reason ?? REASONS.conflict);
  }

  const endsAt = new Date(+startsAt + SHOWING_DURATION_MINUTES * 60_000);
  try {
    return await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(bookings)
        .set({
          startsAt,
          endsAt,
          blockedPeriod: blockedPeriod(startsAt, endsAt, property.bufferTimeMinutes),
          showingDate: input.date,
          showingTime: input.time,
          updatedAt: now,
        })
        .where(and(eq(bookings.id, booking.id), inArray(bookings.status, ["confirmed", "pending"])))
        .returning();
      if (!updated) throw new AppError("conflict", TOO_LATE_MESSAGE);
      await writeBookingNotifications(tx, updated, "rescheduled");
      return updated;
    });
  } catch (error) {
    if (isOverlapViolation(error)) throw new AppError("conflict", REASONS.conflict);
    throw error;
  }
}

export const feedbackSchema = z.object({
  rating: z.coerce.number().int().min(1, "Choose a rating from 1 to 5").max(5, "Choose a rating from 1 to 5"),
  feedback: z.string().trim().max(2000, "Feedback must be at most 2000 characters").default(""),
});

/** The booker's answer to the feedback request, shown to the agent. Only after the showing. */
export async function submitFeedback(db: Db, token: string, input: z.infer<typeof feedbackSchema>): Promise<Booking> {
  const { booking } = await requireManaged(db, token);
  if (booking.status !== "completed") throw new AppError("conflict", "Feedback opens once the showing has taken place.");
  const [updated] = await db
    .update(bookings)
    .set({ feedback: input.feedback, feedbackRating: input.rating, updatedAt: new Date() })
    .where(eq(bookings.id, booking.id))
    .returning();
  return updated;
}
