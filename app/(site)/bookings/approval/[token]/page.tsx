import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DecideBookingForm } from "@/components/approval/decide-booking-form";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { getDb } from "@/db/client";
import { formatZonedDateTime } from "@/lib/time/zoned-time";
import type { Booking } from "@/db/schema";
import { approvalDeadline, moveApprovalDeadline } from "@/lib/booking-rules/approval";
import { findApprovalRequest } from "@/lib/bookings/approval-link";
import { canDecideMove, isAwaitingApproval, STATUSES } from "@/lib/vocabulary/booking-status";
import { visitorOf } from "@/lib/notifications/booking-plan";
import { formatPhone } from "@/lib/phone/phone";

export const metadata: Metadata = { title: "Showing request", robots: { index: false } };

/** How a booker's move was decided, once it is. */
function moveDecided(booking: Booking): string | null {
  if (!canDecideMove(booking.status)) return STATUSES[booking.status].decidedText ?? "This showing is no longer open.";
  if (booking.moveStartsAt) return null;
  return booking.moveDeclinedAt ? "This move is declined; the showing keeps its time." : "This move is approved.";
}

export default async function ApprovalPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const request = await findApprovalRequest(getDb(), token);
  if (!request) notFound();
  const { decision, kind, booking, property } = request;
  const tz = property.timezone;
  const visitor = visitorOf(booking);
  const move = kind === "move" ? booking.moveStartsAt : null;
  const decided = kind === "move" ? moveDecided(booking) : isAwaitingApproval(booking.status)
        ? null
        : (STATUSES[booking.status].decidedText ?? "This request is no longer waiting for a decision.");
  const title =
    kind === "move"
      ? decision === "approve"
        ? "Approve this move?"
        : "Decline this move?"
      : decision === "approve"
        ? "Approve this showing?"
        : "Decline this showing?";

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          <p className="text-slate-700">{property.fullAddress}</p>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="font-medium">{kind === "move" ? "Booked for" : "When"}</dt>
            <dd>{formatZonedDateTime(booking.startsAt, tz)} (30 minutes)</dd>
            {move ? (
              <>
                <dt className="font-medium">Asks to move to</dt>
                <dd>{formatZonedDateTime(move, tz)} (30 minutes)</dd>
              </>
            ) : null}
            <dt className="font-medium">Visitor</dt>
            <dd>
              {visitor.name} ({visitor.type}) · {[formatPhone(visitor.phone), visitor.email].filter(Boolean).join(" · ")}
            </dd>
            {visitor.buyer ? (
              <>
                <dt className="font-medium">Buyer</dt>
                <dd>{[visitor.buyer.name, visitor.buyer.email].filter(Boolean).join(" · ")}</dd>
              </>
            ) : null}
            <dt className="font-medium">Confirmation</dt>
            <dd>{booking.confirmationNumber}</dd>
          </dl>
          <DecideBookingForm token={token} decision={decision} noun={kind === "move" ? "move" : "showing"} decided={decided}>
            <p className="text-sm text-slate-600">
              {move
                ? `The showing stays on its booked time until you approve. An undecided move is declined automatically at ${formatZonedDateTime(
                    moveApprovalDeadline({ startsAt: booking.startsAt, moveStartsAt: move }, property.advanceNoticeHours),
                    tz,
                  )}.`
                : `Undecided requests are declined and refunded automatically at ${formatZonedDateTime(
                    approvalDeadline(booking.startsAt, property.advanceNoticeHours),
                    tz,
                  )}.`}
            </p>
          </DecideBookingForm>
        </CardContent>
      </Card>
    </div>
  );
}
