import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { dateLabel, toDayOptions } from "@/lib/bookings/day-options";
import { FeedbackForm } from "@/components/showings/feedback-form";
import { ManageBookingActions } from "@/components/showings/manage-booking-actions";
import { CalendarSync } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { getDb } from "@/db/client";
import { formatZonedDateTime, formatZonedTime } from "@/lib/time/zoned-time";
import { revealAccessDetails } from "@/lib/properties/access-details";
import { loadPropertyAvailability } from "@/lib/bookings/ledger/property-availability";
import { findPublicProperty } from "@/lib/bookings/public-property";
import { canRequestMove, isCancelled, isUpcoming, STATUSES, tookPlace } from "@/lib/vocabulary/booking-status";
import { canStillChange, findManagedBooking, MANAGE_CUTOFF_HOURS, rescheduleRefusal } from "@/lib/showings/booker-actions";
import { outcomeSentence, whoWasTold } from "@/lib/showings/told-outcome";

export const metadata: Metadata = { title: "Manage your showing", robots: { index: false } };

/** The page's reader: what the booker is told leaves themselves out. */
const BOOKER_ROLES = ["buyer", "buyer_agent"] as const;

export default async function ManageBookingPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const db = getDb();
  const managed = await findManagedBooking(db, token);
  if (!managed) notFound();
  const { booking, property } = managed;
  const now = new Date();
  const changeable = canStillChange(booking, now);
  const access = await revealAccessDetails(db, booking, property, "manage_page", now);
  let days: ReturnType<typeof toDayOptions> = [];
  const refusal = rescheduleRefusal(booking);
  if (changeable && !refusal) {
    const bookable = await findPublicProperty(db, property.id);
    if (bookable) days = toDayOptions((await loadPropertyAvailability(db, bookable)).days, property.timezone);
  }
  const moveNeedsApproval = property.bookingApproval === "manual" && canRequestMove(booking.status);

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold text-slate-900">Your showing</h1>
          <p className="text-slate-700">{property.fullAddress}</p>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="font-medium">Date</dt>
            <dd>{dateLabel(booking.showingDate)}</dd>
            <dt className="font-medium">Time</dt>
            <dd>{formatZonedTime(booking.startsAt, property.timezone)} (30 minutes)</dd>
            <dt className="font-medium">Confirmation</dt>
            <dd>{booking.confirmationNumber}</dd>
            <dt className="font-medium">Status</dt>
            <dd>{STATUSES[booking.status].bookerText}</dd>
            {booking.moveStartsAt && isUpcoming(booking.status) ? (
              <>
                <dt className="font-medium">Move requested</dt>
                <dd>
                  To {formatZonedDateTime(booking.moveStartsAt, property.timezone)}: waiting for the listing agent&apos;s approval. Your
                  showing stays at the time above until then.
                </dd>
              </>
            ) : null}
          </dl>
          {isCancelled(booking.status) ? (
            <p role="status" className="mt-4 rounded-md bg-slate-100 p-3 text-sm">
              This showing is cancelled. {outcomeSentence(booking, await whoWasTold(db, booking.id, "booking_cancelled"), BOOKER_ROLES)}
            </p>
          ) : null}
        </CardContent>
      </Card>
      {access.state === "none" ? null : (
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold text-slate-900">Access details</h2>
          </CardHeader>
          <CardContent>
            {access.state === "shown" ? (
              <p data-testid="access-details" className="whitespace-pre-line text-sm text-slate-800">
                {access.text}
              </p>
            ) : (
              <p className="text-sm text-slate-600">
                What you need for your visit (the listing agent&apos;s instructions, a lockbox or gate code) appears here{" "}
                {property.accessWindowHours}{" "}
                {property.accessWindowHours === 1 ? "hour" : "hours"} before the showing, from{" "}
                {formatZonedDateTime(access.opensAt, property.timezone)}.
              </p>
            )}
          </CardContent>
        </Card>
      )}
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <Button asChild variant="outline" size="sm">
          <a href={`/bookings/manage/${token}/calendar`} download>
            <CalendarSync aria-hidden /> Update your calendar (.ics)
          </a>
        </Button>
        The file has the showing as it stands now; opening it updates the event your calendar already has.
      </p>
      {changeable ? (
        <Card>
          <CardContent className="pt-6">
            <ManageBookingActions token={token} days={days} rescheduleRefusal={refusal} moveNeedsApproval={moveNeedsApproval} />
          </CardContent>
        </Card>
      ) : isUpcoming(booking.status) ? (
        <p className="text-sm text-slate-600">
          Changes are possible up to {MANAGE_CUTOFF_HOURS} hours before the showing. Please contact the listing agent.
        </p>
      ) : null}
      {tookPlace(booking.status) ? (
        <Card>
          <CardContent className="pt-6">
            <FeedbackForm link="manage" token={token} rating={booking.feedbackRating} interest={booking.feedbackInterest} feedback={booking.feedback} />
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
