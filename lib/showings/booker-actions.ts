import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db, Tx } from "@/db/client";
import { bookings, properties, type Booking, type Property } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { REASONS } from "@/lib/availability/reasons";
import { assertSlotBookable } from "@/lib/bookings/ledger/assert-slot-bookable";
import { isOverlapViolation } from "@/db/pg-errors";
import { canMove, canRequestMove, isCancelled, isAwaitingApproval, isAwaitingConfirmation, type Actor } from "@/lib/vocabulary/booking-status";
import { transition } from "@/lib/bookings/lifecycle";
import { hoursBetween } from "@/lib/time/durations";
import type { rescheduleSchema } from "./manage-schemas";

/** Bookers may cancel or reschedule until this many hours before the showing. */
export const MANAGE_CUTOFF_HOURS = 24;

export const MANAGE_LINK_INVALID = "This link is invalid or the booking no longer exists.";
export const TOO_LATE_MESSAGE = `Showings can be cancelled or rescheduled up to ${MANAGE_CUTOFF_HOURS} hours before they start. Please contact the listing agent.`;
export const ALREADY_CANCELLED_MESSAGE = "This showing has already been cancelled.";
export const ALREADY_RESCHEDULED_MESSAGE = "This showing has already been rescheduled once. Please contact the listing agent.";

export type ManagedBooking = { booking: Booking; property: Property };

/** The booking behind a manage link (its token), or behind a feedback link (its signed id). */
export async function findManagedBooking(db: Db, key: string | { bookingId: string }): Promise<ManagedBooking | null> {
  if (typeof key === "string" && (!key || key.length > 100)) return null;
  const [row] = await db
    .select({ booking: bookings, property: properties })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(typeof key === "string" ? eq(bookings.manageToken, key) : eq(bookings.id, key.bookingId));
  return row ?? null;
}

/** The booking behind a manage link, locked for the rest of the transaction. */
async function lockManaged(tx: Tx, token: string): Promise<ManagedBooking> {
  const [managed] = await tx
    .select({ booking: bookings, property: properties })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(eq(bookings.manageToken, token))
    .for("update", { of: bookings });
  if (!managed) throw new AppError("not_found", MANAGE_LINK_INVALID);
  return managed;
}

export const canStillChange = (booking: Booking, now: Date) =>
  canMove(booking.status) && hoursBetween(now, booking.startsAt) >= MANAGE_CUTOFF_HOURS;

const BOOKER: Actor = { party: "booker" };

export const MOVE_AWAITING_APPROVAL_MESSAGE =
  "You have already asked to move this showing; the listing agent has not decided yet. Your showing stays at its time until then.";
export const MOVE_DECLINED_MESSAGE =
  "The listing agent declined your request to move this showing, so it stays at its time. Please contact the listing agent.";

/**
 * Why the booker cannot move the showing (again), or null when they can: a booking is moved
 * at most once, and at a manual-approval property asking for a move is that one move, whether
 * it is still waiting or was declined.
 */
export function rescheduleRefusal(booking: Pick<Booking, "timeRevision" | "moveStartsAt" | "moveDeclinedAt">): string | null {
  if (booking.moveStartsAt) return MOVE_AWAITING_APPROVAL_MESSAGE;
  if (booking.moveDeclinedAt) return MOVE_DECLINED_MESSAGE;
  return booking.timeRevision > 0 ? ALREADY_RESCHEDULED_MESSAGE : null;
}

/** Why the booker can no longer change the booking, if so: it is cancelled, or too close (or past). */
function assertStillChangeable(booking: Booking, now: Date): void {
  if (isCancelled(booking.status)) throw new AppError("conflict", ALREADY_CANCELLED_MESSAGE);
  if (!canStillChange(booking, now)) throw new AppError("conflict", TOO_LATE_MESSAGE);
}

/**
 * The booker cancels up to 24 hours ahead; the fee is non-refundable, as the terms say. The
 * check is made under the booking's row lock, so of parallel cancels one cancels and the
 * others are told it is already cancelled.
 */
export async function cancelByBooker(db: Db, token: string, now = new Date()): Promise<Booking> {
  return db.transaction(async (tx) => {
    const { booking } = await lockManaged(tx, token);
    assertStillChangeable(booking, now);
    return transition(tx, booking, "cancel", { actor: BOOKER, channel: "email_link", now, reason: "Cancelled by the booker" });
  });
}

/**
 * The booker moves the showing once, keeping the payment. Under the booking's row lock the
 * checks are made and the update is guarded on the time revision read there, so of
 * concurrent moves exactly one is applied. The new slot passes the same check as a new
 * booking. At an automatic-approval property the move is made at once, with the notices of
 * the new time (the verdict is recomputed from those). At a manual-approval property the
 * agent decides, as for a new request: a request not yet approved simply asks for the new
 * time instead (with fresh Approve and Decline links); a request still waiting for its resident
 * or owner asks them again for the new time (lib/bookings/confirmations/ask.ts: their earlier
 * answers and links are void), at either kind of property; an approved showing keeps its time,
 * held and in force, while the asked-for time is held beside it until the agent approves the
 * move (lib/bookings/review-booking) — only then are the resident and the others told.
 */
export async function rescheduleByBooker(
  db: Db,
  token: string,
  input: z.infer<typeof rescheduleSchema>,
  now = new Date(),
): Promise<Booking> {
  try {
    return await db.transaction(async (tx) => {
      const { booking, property } = await lockManaged(tx, token);
      assertStillChangeable(booking, now);
      const refusal = rescheduleRefusal(booking);
      if (refusal) throw new AppError("conflict", refusal);

      const checked = await assertSlotBookable(tx, property, { ...input, now, movingBookingId: booking.id });
      const slot = { ...checked, date: input.date, time: input.time };
      const context = { actor: BOOKER, channel: "email_link", now, refusal: ALREADY_RESCHEDULED_MESSAGE } as const;
      if (property.bookingApproval === "manual" && canRequestMove(booking.status)) {
        return transition(tx, booking, "request_move", { ...context, slot: { ask: slot } });
      }
      return transition(tx, booking, "move", { ...context, slot: { take: slot } });
    });
  } catch (error) {
    if (isOverlapViolation(error)) throw new AppError("conflict", REASONS.conflict);
    throw error;
  }
}

export const MOVE_REQUESTED_MESSAGE =
  "Your request to move the showing is with the listing agent. Your showing stays at its current time until they approve the new one.";
export const REQUEST_MOVED_MESSAGE = "Your request now asks for the new time. The listing agent will confirm it.";
export const CONFIRMATION_MOVED_MESSAGE =
  "Your request now asks for the new time. The people who live there or own the home are asked to confirm it again.";

/** What the booker is told once their move is taken: made, or waiting for the agent's approval or the home's confirmation. */
export function rescheduledMessage(booking: Pick<Booking, "status" | "moveStartsAt">): string {
  if (booking.moveStartsAt) return MOVE_REQUESTED_MESSAGE;
  if (isAwaitingConfirmation(booking.status)) return CONFIRMATION_MOVED_MESSAGE;
  return isAwaitingApproval(booking.status) ? REQUEST_MOVED_MESSAGE : "Your showing is rescheduled.";
}

