import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { dateLabel } from "@/lib/bookings/day-options";
import { FeedbackForm } from "@/components/showings/feedback-form";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { getDb } from "@/db/client";
import { formatZonedTime } from "@/lib/time/zoned-time";
import { FEEDBACK_CLOSED_MESSAGE, findFeedbackBooking } from "@/lib/showings/feedback";
import { tookPlace } from "@/lib/vocabulary/booking-status";

export const metadata: Metadata = { title: "Feedback on your showing", robots: { index: false } };

/** The feedback request's own page: the form for one showing, reached by the e-mail's signed link. */
export default async function FeedbackPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const managed = await findFeedbackBooking(getDb(), token);
  if (!managed) notFound();
  const { booking, property } = managed;

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold text-slate-900">Feedback on your showing</h1>
          <p className="text-slate-700">{property.fullAddress}</p>
          <p className="text-sm text-slate-600">
            {dateLabel(booking.showingDate)}, {formatZonedTime(booking.startsAt, property.timezone)} · {booking.confirmationNumber}
          </p>
        </CardHeader>
        <CardContent>
          {tookPlace(booking.status) ? (
            <FeedbackForm
              link="feedback"
              token={token}
              rating={booking.feedbackRating}
              interest={booking.feedbackInterest}
              feedback={booking.feedback}
            />
          ) : (
            <p role="status" className="text-sm text-slate-700">
              {FEEDBACK_CLOSED_MESSAGE}
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
