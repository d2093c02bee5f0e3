import { and, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "@/db/client";
import { bookingConfirmations, bookings, properties, type Booking, type BookingConfirmation, type Property } from "@/db/schema";
import type { Scope } from "@/lib/auth/scope";
import { verifyToken } from "@/lib/auth/signed-token";
import { approvalDeadline, CONFIRMATION_TOKEN_PURPOSE, confirmerDeclineReason, parseApprovalSubject } from "@/lib/booking-rules/approval";
import { AppError, notFound } from "@/lib/errors";
import { refundNowOrLater } from "@/lib/payments/refund-booking";
import { normalizePhone } from "@/lib/properties/format";
import { isUuid } from "@/lib/ids";
import { formatZonedDateTime } from "@/lib/time/zoned-time";
import type { ConfirmationAnswer } from "@/lib/vocabulary/confirmations";
import {
  CONFIRMING_PARTY_LABELS,
  isAwaitingConfirmation,
  STATUSES,
  statusesAllowing,
  type ActivityChannel,
  type Actor,
  type ConfirmingParty,
} from "@/lib/vocabulary/booking-status";
import { BOOKING_NOT_FOUND, ownedBooking } from "../owned-booking";
import { transition, userActor } from "../lifecycle";
import { askNextStage, confirmationsOf } from "./ask";

export const CONFIRMATION_LINK_INVALID = "This confirmation link is invalid or has expired.";

/** `linkRevision`: the time revision a signed link asks about (absent when answered by text or by the agent, which answer the time asked now). */
export type ConfirmationRequest = { confirmation: BookingConfirmation; booking: Booking; property: Property; linkRevision?: number };

/** What an old link says once the booker moved the request: the confirmer has been asked again for the new time. */
export const movedRequestText = (booking: Pick<Booking, "startsAt">, property: Pick<Property, "timezone">) =>
  `This request has moved to ${formatZonedDateTime(booking.startsAt, property.timezone)}, and a new request was sent to you for that time. This link no longer answers it.`;

/** Why an answer can no longer be given, or null while it can. */
export function closedReason({ confirmation, booking, property, linkRevision }: ConfirmationRequest, now: Date): string | null {
  if (linkRevision !== undefined && linkRevision !== booking.timeRevision) return movedRequestText(booking, property);
  if (!isAwaitingConfirmation(booking.status)) {
    return `This request no longer waits for an answer: it is ${STATUSES[booking.status].label.toLowerCase()}.`;
  }
  if (confirmation.answer) return `This request was already ${confirmation.answer} for the ${confirmation.party}.`;
  if (+approvalDeadline(booking.startsAt, property.advanceNoticeHours) <= +now) return "The time to answer this request has passed.";
  return null;
}

async function loadRequest(db: Db, where: ReturnType<typeof and>): Promise<ConfirmationRequest | null> {
  const [row] = await db
    .select({ confirmation: bookingConfirmations, booking: bookings, property: properties })
    .from(bookingConfirmations)
    .innerJoin(bookings, eq(bookings.id, bookingConfirmations.bookingId))
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(where);
  return row ?? null;
}

/** The request a confirmer's signed link names (one booking, one person, one time), if its signature holds and it has not lapsed. */
export async function findConfirmationRequest(db: Db, token: string, now = new Date()): Promise<ConfirmationRequest | null> {
  const subject = verifyToken(token, CONFIRMATION_TOKEN_PURPOSE, now);
  if (!subject) return null;
  const { bookingId: id, timeRevision } = parseApprovalSubject(subject);
  if (!isUuid(id)) return null;
  const request = await loadRequest(db, and(eq(bookingConfirmations.id, id)));
  return request && { ...request, linkRevision: timeRevision };
}

type AnswerContext = { actor: Actor; channel: ActivityChannel; now: Date; reason?: string; linkRevision?: number };

/**
 * Records one confirmer's answer and makes the lifecycle's move, in one transaction under the
 * booking's lock, so of confirmers answering at once each sees the others' answers: a yes while
 * others are still asked is `confirm` (and asks the next stage once the current one is done),
 * the last yes confirms the showing (or hands a manual-approval request to the agent), a no
 * declines it through the decline path and refunds it. A link's answer is refused once the
 * booker has moved the request past the time it asked about.
 */
export async function answerConfirmation(
  db: Db,
  stripe: Stripe | null,
  confirmationId: string,
  answer: ConfirmationAnswer,
  { actor, channel, now, reason, linkRevision }: AnswerContext,
): Promise<ConfirmationRequest> {
  const answered = await db.transaction(async (tx) => {
    const [found] = await tx.select().from(bookingConfirmations).where(eq(bookingConfirmations.id, confirmationId));
    if (!found) throw notFound(CONFIRMATION_LINK_INVALID);
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, found.bookingId)).for("update");
    const [property] = await tx.select().from(properties).where(eq(properties.id, booking.propertyId));
    const [confirmation] = await tx.select().from(bookingConfirmations).where(eq(bookingConfirmations.id, confirmationId));
    const closed = closedReason({ confirmation, booking, property, linkRevision }, now);
    if (closed) throw new AppError("conflict", closed);
    const [recorded] = await tx
      .update(bookingConfirmations)
      .set({ answer, answeredAt: now, answerChannel: channel, answeredByUserId: actor.party === "user" ? actor.userId : null })
      .where(and(eq(bookingConfirmations.id, confirmationId), isNull(bookingConfirmations.answeredAt)))
      .returning();
    const context = { actor, channel, now, reason };
    if (answer === "declined") {
      const declined = await transition(tx, booking, "decline", { ...context, reason: confirmerDeclineReason(confirmation.party) });
      return { confirmation: recorded, booking: declined, property };
    }
    const waiting = (await confirmationsOf(tx, booking.id)).filter((row) => !row.answeredAt);
    if (waiting.length) {
      const moved = await transition(tx, booking, "confirm", context);
      await askNextStage(tx, moved, now);
      return { confirmation: recorded, booking: moved, property };
    }
    const last = property.bookingApproval === "manual" ? "confirm_last_request" : "confirm_last";
    return { confirmation: recorded, booking: await transition(tx, booking, last, context), property };
  });
  if (answered.booking.status === "declined") answered.booking = await refundNowOrLater(db, stripe, answered.booking, now);
  return answered;
}

/** The confirmer answers through their signed link. */
export async function answerByLink(db: Db, stripe: Stripe | null, token: string, answer: ConfirmationAnswer, now = new Date()) {
  const request = await findConfirmationRequest(db, token, now);
  if (!request) throw notFound(CONFIRMATION_LINK_INVALID);
  const { confirmation, linkRevision } = request;
  return answerConfirmation(db, stripe, confirmation.id, answer, { actor: { party: confirmation.party }, channel: "email_link", now, linkRevision });
}

/** The agent confirms for a resident or owner who said yes another way (by phone, in person): logged as the agent's, for them. */
export async function confirmOnBehalf(db: Db, stripe: Stripe | null, scope: Scope, bookingId: string, party: ConfirmingParty, now = new Date()) {
  const [owned] = await db.select({ id: bookings.id }).from(bookings).where(ownedBooking(scope, bookingId));
  if (!owned) throw notFound(BOOKING_NOT_FOUND);
  const [confirmation] = await db
    .select()
    .from(bookingConfirmations)
    .where(and(eq(bookingConfirmations.bookingId, bookingId), eq(bookingConfirmations.party, party)));
  if (!confirmation) throw notFound(`This request does not ask the ${CONFIRMING_PARTY_LABELS[party]} to confirm.`);
  return answerConfirmation(db, stripe, confirmation.id, "confirmed", {
    actor: userActor(scope),
    channel: "dashboard",
    now,
    reason: `On behalf of the ${CONFIRMING_PARTY_LABELS[party]}`,
  });
}

/** The confirmers' requests still open for a phone number (asked, unanswered, before their deadline), the most recently asked first. */
export async function openConfirmationsFor(db: Db, phone: string, now: Date): Promise<ConfirmationRequest[]> {
  const rows = await db
    .select({ confirmation: bookingConfirmations, booking: bookings, property: properties })
    .from(bookingConfirmations)
    .innerJoin(bookings, eq(bookings.id, bookingConfirmations.bookingId))
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(
      and(
        sql`right(regexp_replace(${bookingConfirmations.phone}, '\\D', '', 'g'), 10) = ${phone.replace(/\D/g, "").slice(-10)}`,
        isNotNull(bookingConfirmations.askedAt),
        isNull(bookingConfirmations.answeredAt),
        inArray(bookings.status, statusesAllowing("confirm")),
        sql`${bookings.startsAt} - ${properties.advanceNoticeHours} * interval '1 hour' > ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(desc(bookingConfirmations.askedAt));
  return rows.filter((row) => normalizePhone(row.confirmation.phone) === phone);
}
