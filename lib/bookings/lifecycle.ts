import type { Tx } from "@/db/client";
import { bookingActivity, type Booking } from "@/db/schema";
import { actorOf, type Scope } from "@/lib/auth/scope";
import { AppError } from "@/lib/errors";
import { writeBookingNotifications } from "@/lib/notifications/write-booking-notifications";
import { requestRefund } from "@/lib/payments/refund-booking";
import {
  CREATIONS,
  EVENT_LABELS,
  STATUSES,
  stepOf,
  type ActivityChannel,
  type Actor,
  type BookingEvent,
  type BookingStatus,
  type CreationEvent,
  type Step,
} from "@/lib/vocabulary/booking-status";
import { writeStep, type BookingDetails, type SlotChange } from "./ledger/slot-writes";
import { onBookingConfirmed } from "./on-booking-confirmed";
import { startConfirmations } from "./confirmations/ask";

/** The account acting under a scope, as the author of a booking's move. */
export const userActor = (scope: Scope): Actor => ({ party: "user", userId: actorOf(scope) });

/** A move the lifecycle does not allow from the booking's status (or one another move made first): a 409. */
export class TransitionRefused extends AppError {
  constructor(
    readonly from: BookingStatus,
    readonly event: BookingEvent,
    message: string,
  ) {
    super("conflict", message);
  }
}

export const refusalMessage = (from: BookingStatus, event: BookingEvent) =>
  `This booking is ${STATUSES[from].label.toLowerCase()}, so "${EVENT_LABELS[event].toLowerCase()}" cannot be done now.`;

export type TransitionContext = {
  actor: Actor;
  channel: ActivityChannel;
  now: Date;
  /** Why, when someone said: kept in the log, and as the cancellation reason of a cancel or decline. */
  reason?: string;
  /** What the caller tells the user when the move is refused, instead of the generic sentence. */
  refusal?: string;
  /** The path's own columns written with the move (a payment, a declined move's date). */
  set?: Partial<BookingDetails>;
  /** The times the move changes (a new time, a move asked for or dropped), written by the slot ledger. */
  slot?: SlotChange;
};

const stampOf = (step: Step, now: Date, reason: string | undefined): Partial<BookingDetails> => {
  switch (step.stamp) {
    case "cancelled":
      return { cancelledAt: now, cancellationReason: reason ?? "" };
    case "completed":
      return { completedAt: now };
    default:
      return {};
  }
};

async function appendActivity(
  tx: Tx,
  booking: Booking,
  event: BookingEvent,
  from: BookingStatus | null,
  { actor, channel, now, reason }: TransitionContext,
): Promise<void> {
  await tx.insert(bookingActivity).values({
    bookingId: booking.id,
    actor: actor.party,
    actorUserId: actor.party === "user" ? actor.userId : null,
    event,
    fromStatus: from,
    toStatus: booking.status,
    channel,
    reason: reason || null,
    at: now,
  });
}

async function sendNotice(tx: Tx, step: Step, before: Booking, after: Booking, now: Date): Promise<void> {
  if (!step.notice) return;
  if (step.notice === "confirmed") return onBookingConfirmed(tx, after);
  if (step.notice === "confirmation_requested") return startConfirmations(tx, after, now);
  // A declined or lapsed move is told about the time that was asked for, which the move clears.
  await writeBookingNotifications(tx, step.notice === "move_declined" || step.notice === "move_expired" ? before : after, step.notice);
}

/**
 * Makes one move of the lifecycle inside the caller's transaction: checks it against the
 * table, has the slot ledger write it guarded on the status (and time revision) the caller read,
 * so of two concurrent moves of one booking exactly one is made and the other refused (the time
 * revision goes up when the showing takes a new time); appends to the booking's activity log; records a
 * refund as due where the move makes one; and queues the move's notices.
 */
export async function transition(tx: Tx, booking: Booking, event: BookingEvent, context: TransitionContext): Promise<Booking> {
  const { now, reason, refusal, set, slot } = context;
  const refused = () => new TransitionRefused(booking.status, event, refusal ?? refusalMessage(booking.status, event));
  const step = stepOf(booking.status, event);
  if (!step) throw refused();
  const moved = await writeStep(tx, booking, step, { now, slot, details: { ...stampOf(step, now, reason), ...set } });
  if (!moved) throw refused();
  await appendActivity(tx, moved, event, booking.status, context);
  const settled = step.refund ? await requestRefund(tx, moved, now) : moved;
  await sendNotice(tx, step, booking, settled, now);
  return settled;
}

/** A booking just inserted by the caller, in the status `event` creates: logged and its notices queued. */
export async function recordCreation(tx: Tx, booking: Booking, event: CreationEvent, context: TransitionContext): Promise<Booking> {
  const step: Step = CREATIONS[event];
  if (booking.status !== step.to) throw new AppError("internal_server_error", `A ${event} creates a ${step.to} booking, not ${booking.status}`);
  await appendActivity(tx, booking, event, null, context);
  await sendNotice(tx, step, booking, booking, context.now);
  return booking;
}
