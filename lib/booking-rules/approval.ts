import { hoursBefore } from "@/lib/time/durations";
/**
 * Manual approval, the rules without I/O. A request must be decided before the property's
 * advance-notice window opens (by default 24 hours before the showing): approving later
 * would give the resident and the booker less notice than the property promises. A
 * request still undecided then is declined and its fee refunded by the auto-decline job.
 */
export const approvalDeadline = (startsAt: Date, advanceNoticeHours: number) =>
  hoursBefore(startsAt, advanceNoticeHours);

/**
 * A booker's move at a manual-approval property is decided before the notice window of
 * either time opens: the booked time, which stands until the move is approved, and the
 * asked-for one. Still undecided then, the move is declined and the booked time stays.
 */
export const moveApprovalDeadline = (booking: { startsAt: Date; moveStartsAt: Date }, advanceNoticeHours: number) =>
  approvalDeadline(new Date(Math.min(+booking.startsAt, +booking.moveStartsAt)), advanceNoticeHours);

export const AUTO_DECLINE_REASON = "Not approved in time: declined automatically and refunded";
export const AGENT_DECLINE_REASON = "Declined by the listing agent";
/** A request whose resident or owner did not answer before the notice window opened. */
export const UNCONFIRMED_DECLINE_REASON = "Not confirmed in time: declined automatically and refunded";
export const isAutomaticDecline = (reason: string) => reason === AUTO_DECLINE_REASON || reason === UNCONFIRMED_DECLINE_REASON;
/** A request one of its confirmers declined (by link or text, or the agent for them). */
export const confirmerDeclineReason = (party: "resident" | "owner") => `Declined by the ${party}`;
export const CONFIRMER_DECLINE_REASONS = [confirmerDeclineReason("resident"), confirmerDeclineReason("owner")];

/** The signed link a resident or owner confirms or declines a request with; its subject is their row of booking_confirmations. */
export const CONFIRMATION_TOKEN_PURPOSE = "booking-confirmation";

export const APPROVAL_TOKEN_PURPOSES = { approve: "booking-approve", decline: "booking-decline" } as const;
export const MOVE_TOKEN_PURPOSES = { approve: "booking-move-approve", decline: "booking-move-decline" } as const;
export type ApprovalDecision = keyof typeof APPROVAL_TOKEN_PURPOSES;

/**
 * The subject an approval link signs: the booking and the time revision it asks about, so a
 * link for a request the booker has since moved decides nothing. Links made before the
 * revision was signed name the booking alone, which is its first time.
 */
export const approvalSubject = (booking: { id: string; timeRevision: number }) => `${booking.id}:${booking.timeRevision}`;

/** A co-listing or assisting agent's own link signs who they are too, so their decision is recorded as theirs. */
export const withActor = (subject: string, userId: string) => `${subject}|${userId}`;

/** The booking, the time revision and (on a co-listing or assisting agent's link) the account the link was made for. */
export function parseApprovalSubject(subject: string): { bookingId: string; timeRevision: number; actorId: string | null } {
  const [signed, actorId] = subject.split("|");
  const [bookingId, revision] = signed.split(":");
  return { bookingId, timeRevision: revision === undefined ? 0 : Number(revision), actorId: actorId ?? null };
}
