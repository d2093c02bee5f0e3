import { and, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { bookingConfirmations, type Booking, type BookingConfirmation, type PropertyWithPeople } from "@/db/schema";
import { signToken } from "@/lib/auth/signed-token";
import { approvalDeadline, approvalSubject, CONFIRMATION_TOKEN_PURPOSE } from "@/lib/booking-rules/approval";
import { env } from "@/lib/env";
import { partyContact } from "@/lib/properties/confirmation-rules";
import { planConfirmationRequest } from "@/lib/notifications/confirmation-request";
import { queueNotifications } from "@/lib/notifications/queue-notifications";
import { loadNoticeContext, writeBookingNotifications } from "@/lib/notifications/write-booking-notifications";
import { CONFIRMATION_STAGES } from "@/lib/vocabulary/booking-status";
import { byStage } from "@/lib/vocabulary/confirmations";

/** Whether a request at this listing waits for its resident or owner: a confirmer named and on the listing. */
export const hasConfirmers = (property: PropertyWithPeople) => property.confirmations.some((rule) => partyContact(property, rule.party));

/** How a paid hold becomes a request: confirmers first, else the agent's approval, else confirmed at once. */
export const payEventOf = (property: PropertyWithPeople) =>
  hasConfirmers(property) ? "pay_confirmation" : property.bookingApproval === "manual" ? "pay_request" : "pay";

/** How a booking made without payment starts, by the same rule. */
export const placeEventOf = (property: PropertyWithPeople) =>
  hasConfirmers(property) ? "request_confirmation" : property.bookingApproval === "manual" ? "request" : "book";

/**
 * A confirmer's own page: the signed link names their row (one booking, one person) and the time
 * revision it asks about (a moved request's old links answer nothing), and lapses when the request
 * must be decided.
 */
export function confirmationLink(
  confirmation: Pick<BookingConfirmation, "id">,
  booking: Pick<Booking, "timeRevision">,
  deadline: Date,
  appUrl = env().APP_URL,
): string {
  const subject = approvalSubject({ id: confirmation.id, timeRevision: booking.timeRevision });
  return `${appUrl}/confirm-showing/${signToken({ purpose: CONFIRMATION_TOKEN_PURPOSE, subject, expiresAt: deadline })}`;
}

/** The rows of one booking, initial stage first. */
export const confirmationsOf = async (tx: Tx, bookingId: string) =>
  (await tx.select().from(bookingConfirmations).where(eq(bookingConfirmations.bookingId, bookingId))).sort(byStage);

/**
 * Asks the earliest stage that still waits for someone: each of its confirmers not yet asked gets
 * the request by e-mail and SMS. A later stage is asked only once every earlier one has said yes.
 */
export async function askNextStage(tx: Tx, booking: Booking, now: Date): Promise<void> {
  const rows = await confirmationsOf(tx, booking.id);
  const stage = CONFIRMATION_STAGES.find((each) => rows.some((row) => row.stage === each && !row.answeredAt));
  const toAsk = rows.filter((row) => row.stage === stage && !row.answeredAt && !row.askedAt);
  if (!toAsk.length) return;
  const context = await loadNoticeContext(tx, booking.propertyId);
  if (!context) return;
  const deadline = approvalDeadline(booking.startsAt, context.property.advanceNoticeHours);
  for (const row of toAsk) {
    const notices = await planConfirmationRequest({
      booking,
      property: context.property,
      confirmer: row,
      agentName: context.agent.name,
      link: confirmationLink(row, booking, deadline),
      deadline,
    });
    await queueNotifications(tx, notices);
  }
  await tx
    .update(bookingConfirmations)
    .set({ askedAt: now })
    .where(and(inArray(bookingConfirmations.id, toAsk.map((row) => row.id)), isNull(bookingConfirmations.askedAt)));
}

/**
 * A request has just come to wait for its confirmers (lib/bookings/lifecycle.ts calls this for the
 * `confirmation_requested` notice), new or moved to a new time: one row per confirmer, with their
 * contact as the listing has it now and no answer (a moved request's earlier answers are void, and
 * the rows of people no longer asked are dropped); the booker is told it waits; the first stage is
 * asked, at the booking's time revision.
 */
export async function startConfirmations(tx: Tx, booking: Booking, now: Date): Promise<void> {
  const context = await loadNoticeContext(tx, booking.propertyId);
  if (!context) return;
  const { property } = context;
  const rows = property.confirmations.flatMap((rule) => {
    const contact = partyContact(property, rule.party);
    return contact ? [{ bookingId: booking.id, party: rule.party, stage: rule.stage, ...contact }] : [];
  });
  await tx.delete(bookingConfirmations).where(
    and(
      eq(bookingConfirmations.bookingId, booking.id),
      notInArray(
        bookingConfirmations.party,
        rows.map((row) => row.party),
      ),
    ),
  );
  if (rows.length) {
    await tx
      .insert(bookingConfirmations)
      .values(rows)
      .onConflictDoUpdate({
        target: [bookingConfirmations.bookingId, bookingConfirmations.party],
        set: {
          stage: sql`excluded.stage`,
          name: sql`excluded.name`,
          email: sql`excluded.email`,
          phone: sql`excluded.phone`,
          askedAt: null,
          answer: null,
          answeredAt: null,
          answerChannel: null,
          answeredByUserId: null,
        },
      });
  }
  await writeBookingNotifications(tx, booking, "confirmation_requested");
  await askNextStage(tx, booking, now);
}
