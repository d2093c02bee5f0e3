import { and, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db, Tx } from "@/db/client";
import { bookings, properties, type Booking } from "@/db/schema";
import { AppError, isAppError, notFound } from "@/lib/errors";
import { refundNowOrLater } from "@/lib/payments/refund-booking";
import type { Scope } from "@/lib/auth/scope";
import { BOOKING_NOT_FOUND, ownedBooking } from "@/lib/bookings/owned-booking";
import { AGENT_DECLINE_REASON, AUTO_DECLINE_REASON, UNCONFIRMED_DECLINE_REASON } from "@/lib/booking-rules/approval";
import { assertSlotBookable } from "./ledger/assert-slot-bookable";
import type { PlacedSlot } from "./ledger/slot-writes";
import {
  canDecideMove,
  isAwaitingApproval,
  isAwaitingConfirmation,
  statusesAllowing,
  type ActivityChannel,
  type Actor,
} from "@/lib/vocabulary/booking-status";
import { transition, userActor } from "./lifecycle";

const NOT_AWAITING_APPROVAL = "Only bookings awaiting approval can be approved or declined";
const SYSTEM: Actor = { party: "system" };

export const cannotApproveMessage = (reason: string) => `This showing can no longer be approved: ${reason}`;

/**
 * The slot must still pass every check a new booking passes (notice window, schedule,
 * occupancy rules, other bookings): the booking's own, or the one a move asks for. The slot as
 * checked is what a move's approval takes.
 */
async function assertStillBookable(tx: Tx, booking: Booking, slot: { date: string; time: string }, now: Date): Promise<PlacedSlot> {
  const [property] = await tx.select().from(properties).where(eq(properties.id, booking.propertyId));
  try {
    return { ...(await assertSlotBookable(tx, property, { ...slot, now, movingBookingId: booking.id })), ...slot };
  } catch (error) {
    if (isAppError(error)) throw new AppError("conflict", cannotApproveMessage(error.message));
    throw error;
  }
}

/** The agent approves a manual-approval booking: the slot is checked again, then it becomes confirmed. */
export async function approveBooking(db: Db, scope: Scope, bookingId: string, now = new Date(), channel: ActivityChannel = "dashboard"): Promise<Booking> {
  return db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(ownedBooking(scope, bookingId)).for("update");
    if (!booking) throw notFound(BOOKING_NOT_FOUND);
    if (!isAwaitingApproval(booking.status)) throw new AppError("conflict", NOT_AWAITING_APPROVAL);
    await assertStillBookable(tx, booking, { date: booking.showingDate, time: booking.showingTime }, now);
    return transition(tx, booking, "approve", { actor: userActor(scope), channel, now, refusal: NOT_AWAITING_APPROVAL });
  });
}

const decline = (tx: Tx, booking: Booking, reason: string, actor: Actor, channel: ActivityChannel, now: Date) =>
  transition(tx, booking, "decline", { actor, channel, now, reason, refusal: NOT_AWAITING_APPROVAL });

/** The agent declines a manual-approval booking: the slot is freed, the booker told and a paid fee refunded. */
export async function declineBooking(
  db: Db,
  stripe: Stripe | null,
  scope: Scope,
  bookingId: string,
  now = new Date(),
  channel: ActivityChannel = "dashboard",
): Promise<Booking> {
  const declined = await db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(ownedBooking(scope, bookingId)).for("update");
    if (!booking) throw notFound(BOOKING_NOT_FOUND);
    return decline(tx, booking, AGENT_DECLINE_REASON, userActor(scope), channel, now);
  });
  return refundNowOrLater(db, stripe, declined, now);
}

/**
 * Decides each booking matching `due` once: every one is taken under SKIP LOCKED and checked
 * against `due` again under its lock, so parallel runs never decide (or refund) one twice.
 */
async function decideEachDue(db: Db, due: SQL | undefined, decide: (tx: Tx, booking: Booking) => Promise<Booking>): Promise<Booking[]> {
  const dueBookings = () => db.select({ id: bookings.id }).from(bookings).innerJoin(properties, eq(properties.id, bookings.propertyId));
  const decided: Booking[] = [];
  for (const { id } of await dueBookings().where(due)) {
    const booking = await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ booking: bookings })
        .from(bookings)
        .innerJoin(properties, eq(properties.id, bookings.propertyId))
        .where(and(eq(bookings.id, id), due))
        .for("update", { of: bookings, skipLocked: true });
      return locked ? decide(tx, locked.booking) : null;
    });
    if (booking) decided.push(booking);
  }
  return decided;
}

/**
 * The auto-decline job: every request still awaiting the agent's approval, or its resident's or
 * owner's confirmation, once its deadline (the start minus the property's advance notice) has
 * passed is declined, told and refunded.
 */
export async function declineOverdueRequests(db: Db, stripe: Stripe | null, now = new Date()): Promise<Booking[]> {
  // approvalDeadline in SQL: the start minus the property's advance notice.
  const due = and(
    inArray(bookings.status, statusesAllowing("decline")),
    sql`${bookings.startsAt} - ${properties.advanceNoticeHours} * interval '1 hour' <= ${now.toISOString()}::timestamptz`,
  );
  const declined = await decideEachDue(db, due, (tx, booking) =>
    decline(tx, booking, isAwaitingConfirmation(booking.status) ? UNCONFIRMED_DECLINE_REASON : AUTO_DECLINE_REASON, SYSTEM, "job", now),
  );
  const refunded: Booking[] = [];
  for (const booking of declined) refunded.push(await refundNowOrLater(db, stripe, booking, now));
  return refunded;
}

const noMoveAwaiting = () => new AppError("conflict", "This showing has no move awaiting approval");

type AwaitingMove = Booking & { move: { date: string; time: string } };

async function lockMove(tx: Tx, scope: Scope, bookingId: string): Promise<AwaitingMove> {
  const [booking] = await tx.select().from(bookings).where(ownedBooking(scope, bookingId)).for("update");
  if (!booking) throw notFound(BOOKING_NOT_FOUND);
  const { status, moveStartsAt, moveEndsAt, moveShowingDate, moveShowingTime } = booking;
  if (!canDecideMove(status) || !moveStartsAt || !moveEndsAt || !moveShowingDate || !moveShowingTime) throw noMoveAwaiting();
  return { ...booking, move: { date: moveShowingDate, time: moveShowingTime } };
}

/**
 * The agent approves the move a booker asked for at a manual-approval property: the asked-for
 * slot is checked again, the showing takes that time, and the notices of the new time go
 * out (the resident's entry notice among them), as for a move at an automatic property.
 */
export async function approveMove(db: Db, scope: Scope, bookingId: string, now = new Date(), channel: ActivityChannel = "dashboard"): Promise<Booking> {
  return db.transaction(async (tx) => {
    const { move, ...booking } = await lockMove(tx, scope, bookingId);
    const slot = await assertStillBookable(tx, booking, move, now);
    return transition(tx, booking, "approve_move", { actor: userActor(scope), channel, now, slot: { take: slot } });
  });
}

/** Ends a move undecided or declined: the booker is told (with the agent, when it lapsed) and the booked time stands. */
const refuseMove = (tx: Tx, booking: Booking, event: "decline_move" | "expire_move", actor: Actor, channel: ActivityChannel, now: Date) =>
  transition(tx, booking, event, { actor, channel, now, slot: { dropAsked: true }, set: { moveDeclinedAt: now } });

/** The agent declines a booker's move: the showing keeps its time and the booker is told. Nothing is refunded. */
export async function declineMove(db: Db, scope: Scope, bookingId: string, now = new Date(), channel: ActivityChannel = "dashboard"): Promise<Booking> {
  return db.transaction(async (tx) => refuseMove(tx, await lockMove(tx, scope, bookingId), "decline_move", userActor(scope), channel, now));
}

/**
 * The auto-decline job's part for moves: a move still undecided once the notice window of
 * either time has opened (moveApprovalDeadline) is declined and the booked time stays; the
 * booker and the agent are told.
 */
export async function declineOverdueMoves(db: Db, now = new Date()): Promise<Booking[]> {
  // moveApprovalDeadline in SQL: the earlier of the two times minus the property's advance notice.
  const due = and(
    inArray(bookings.status, statusesAllowing("expire_move")),
    isNotNull(bookings.moveStartsAt),
    sql`least(${bookings.startsAt}, ${bookings.moveStartsAt}) - ${properties.advanceNoticeHours} * interval '1 hour' <= ${now.toISOString()}::timestamptz`,
  );
  return decideEachDue(db, due, (tx, booking) => refuseMove(tx, booking, "expire_move", SYSTEM, "job", now));
}
