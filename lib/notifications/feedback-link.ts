import type { Booking } from "@/db/schema";
import { signToken, verifyToken } from "@/lib/auth/signed-token";
import { daysAfter } from "@/lib/time/durations";

export const FEEDBACK_LINK_PURPOSE = "showing-feedback";
/** The feedback request's link stays valid this many days after the showing. */
export const FEEDBACK_LINK_DAYS = 60;

/**
 * The feedback request's own signed link: it opens the feedback form of one showing and
 * nothing else (the manage link could also cancel or move a booking).
 */
export function feedbackLink(booking: Pick<Booking, "id" | "endsAt">, appUrl: string): string {
  const expiresAt = daysAfter(booking.endsAt, FEEDBACK_LINK_DAYS);
  return `${appUrl}/feedback/${signToken({ purpose: FEEDBACK_LINK_PURPOSE, subject: booking.id, expiresAt })}`;
}

/** The booking id a feedback link was signed for, or null when it is forged, altered or expired. */
export const feedbackLinkBookingId = (token: string, now = new Date()) => verifyToken(token, FEEDBACK_LINK_PURPOSE, now);
