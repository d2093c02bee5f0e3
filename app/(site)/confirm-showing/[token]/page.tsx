import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ConfirmShowingForm } from "@/components/confirmations/confirm-showing-form";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { TooManyRequests } from "@/components/ui/too-many-requests";
import { getDb } from "@/db/client";
import { approvalDeadline } from "@/lib/booking-rules/approval";
import { closedReason, findConfirmationRequest } from "@/lib/bookings/confirmations/answer";
import { signedLinkPageRefusal } from "@/lib/rate-limit/signed-link-page";
import { formatZonedDateTime } from "@/lib/time/zoned-time";

export const metadata: Metadata = { title: "Confirm a showing", robots: { index: false } };

/**
 * The resident's or owner's page behind their signed link: the home and the time asked for, and
 * Confirm or Decline. Nothing else of the booking: never the visitor's contact details, the access
 * details or another listing.
 */
export default async function ConfirmShowingPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const refusal = await signedLinkPageRefusal();
  if (refusal) return <TooManyRequests message={refusal} />;
  const now = new Date();
  const request = await findConfirmationRequest(getDb(), token, now);
  if (!request) notFound();
  const { booking, property, confirmation } = request;
  const tz = property.timezone;

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold text-slate-900">Can this showing go ahead?</h1>
          <p className="text-slate-700">{property.fullAddress}</p>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="font-medium">When</dt>
            <dd>{formatZonedDateTime(booking.startsAt, tz)} (30 minutes)</dd>
            <dt className="font-medium">Asked of</dt>
            <dd>
              {confirmation.name || "You"}, the {confirmation.party}
            </dd>
            <dt className="font-medium">Reference</dt>
            <dd>{booking.confirmationNumber}</dd>
          </dl>
          <ConfirmShowingForm token={token} closed={closedReason(request, now)}>
            <p className="text-sm text-slate-600">
              Please answer by {formatZonedDateTime(approvalDeadline(booking.startsAt, property.advanceNoticeHours), tz)}. Without an answer by
              then the request is declined. If you decline, the visitor is told and refunded.
            </p>
          </ConfirmShowingForm>
        </CardContent>
      </Card>
    </div>
  );
}
