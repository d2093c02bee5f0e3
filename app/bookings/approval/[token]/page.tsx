import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DecideBookingForm } from "@/components/approval/decide-booking-form";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { getDb } from "@/db/client";
import { formatZonedDateTime } from "@/lib/availability/zoned-time";
import { approvalDeadline } from "@/lib/bookings/approval-rules";
import { findApprovalRequest } from "@/lib/bookings/approval-link";
import { visitorOf } from "@/lib/notifications/plan-booking-notifications";
import { formatPhone } from "@/lib/phone/phone";

export const metadata: Metadata = { title: "Showing request", robots: { index: false } };

const DECIDED: Partial<Record<string, string>> = {
  confirmed: "This showing is approved.",
  completed: "This showing has taken place.",
  declined: "This request is declined.",
  cancelled: "This showing is cancelled.",
};

export default async function ApprovalPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const request = await findApprovalRequest(getDb(), token);
  if (!request) notFound();
  const { decision, booking, property } = request;
  const tz = property.timezone;
  const visitor = visitorOf(booking);

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold text-slate-900">{decision === "approve" ? "Approve this showing?" : "Decline this showing?"}</h1>
          <p className="text-slate-700">{property.fullAddress}</p>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="font-medium">When</dt>
            <dd>{formatZonedDateTime(booking.startsAt, tz)} (30 minutes)</dd>
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
          <DecideBookingForm
            token={token}
            decision={decision}
            decided={booking.status === "pending" ? null : (DECIDED[booking.status] ?? "This request is no longer waiting for a decision.")}
          >
            <p className="text-sm text-slate-600">
              Undecided requests are declined and refunded automatically at{" "}
              {formatZonedDateTime(approvalDeadline(booking.startsAt, property.advanceNoticeHours), tz)}.
            </p>
          </DecideBookingForm>
        </CardContent>
      </Card>
    </div>
  );
}
