import { eq } from "drizzle-orm";
import { tookPlace } from "@/lib/vocabulary/booking-status";
import type { Db } from "@/db/client";
import { bookings, type Booking } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { writeFeedbackNotifications } from "@/lib/notifications/write-feedback-notifications";
import { findManagedBooking, type ManagedBooking } from "./booker-actions";
import { feedbackLinkBookingId } from "@/lib/notifications/feedback-link";
import type { FeedbackAnswer } from "./feedback-schema";

export const FEEDBACK_CLOSED_MESSAGE = "Feedback opens once the showing has taken place.";
export const FEEDBACK_THANKS = "Thank you for your feedback!";
export const FEEDBACK_LINK_INVALID = "This feedback link is invalid or has expired.";


/**
 * Stores the visitor's answer to the feedback request of a completed showing. The answer may
 * be changed later; the first one is also e-mailed to the listing agent and to the linked
 * owner (unless they opted out of showing notices), once, in the same transaction.
 */
export async function submitFeedback(db: Db, bookingId: string, input: FeedbackAnswer, now = new Date()): Promise<Booking> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ booking: bookings })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for("update");
    if (!locked) throw new AppError("not_found", "This showing no longer exists.");
    if (!tookPlace(locked.booking.status)) throw new AppError("conflict", FEEDBACK_CLOSED_MESSAGE);
    const [updated] = await tx
      .update(bookings)
      .set({
        feedback: input.feedback,
        feedbackRating: input.rating,
        feedbackInterest: input.interest ?? null,
        feedbackAt: locked.booking.feedbackAt ?? now,
        updatedAt: now,
      })
      .where(eq(bookings.id, bookingId))
      .returning();
    if (!locked.booking.feedbackAt) await writeFeedbackNotifications(tx, updated);
    return updated;
  });
}

/** The showing behind a feedback link, or null when the link is forged, altered or expired. */
export async function findFeedbackBooking(db: Db, token: string, now = new Date()): Promise<ManagedBooking | null> {
  const bookingId = feedbackLinkBookingId(token, now);
  return bookingId ? findManagedBooking(db, { bookingId }) : null;
}
