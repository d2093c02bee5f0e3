"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { BookingHistory } from "@/components/showings/booking-history";
import { completedHoursOfNotice, complianceLabel } from "@/lib/dashboard/showing-export";
import type { CompletedShowingRow } from "@/lib/dashboard/schemas";
import { STATUS_LABELS } from "@/lib/vocabulary/booking-status";
import { formatPhone } from "@/lib/phone/phone";
import { dollarsToCents, formatUsd } from "@/lib/constants";
import { FEEDBACK_INTEREST_LABELS } from "@/lib/vocabulary/feedback-interest";
import { formatRecordTime } from "@/lib/time/zoned-time";

export function ShowingDetailsDialog({ showing }: { showing: CompletedShowingRow }) {
  const [open, setOpen] = useState(false);
  const hoursOfNotice = completedHoursOfNotice(showing);
  const details: [string, string][] = [
    ["Confirmation", showing.confirmationNumber],
    ["Date", formatRecordTime(new Date(showing.startsAt), showing.timezone)],
    ["Property", showing.propertyAddress],
    ["Buyer", [showing.buyerName, showing.buyerEmail, formatPhone(showing.buyerPhone)].filter(Boolean).join(" · ")],
    ["Buyer's agent", showing.agentName || "None (direct buyer)"],
    ["Status", STATUS_LABELS[showing.status]],
    ["Owner", showing.ownerName || "—"],
    ["Resident", showing.residentName || (showing.isOccupied ? "—" : "Vacant")],
    ["Compliance", complianceLabel(showing)],
    ["Hours of notice", typeof hoursOfNotice === "number" ? `${hoursOfNotice} hours` : hoursOfNotice],
    ["Certified mail", showing.certifiedMailDate ? formatRecordTime(new Date(showing.certifiedMailDate), showing.timezone) : showing.hasCertifiedMail ? "Yes" : "No"],
    ["Duration", `${showing.duration} minutes`],
    ["Rating", showing.feedbackRating ? `${showing.feedbackRating} out of 5` : "—"],
    ["Interest", showing.feedbackInterest ? FEEDBACK_INTEREST_LABELS[showing.feedbackInterest] : "—"],
    ["Feedback", showing.feedback || "—"],
    ["Booking fee", `${formatUsd(dollarsToCents(showing.bookingFee))} (${showing.paymentStatus})`],
  ];
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button type="button" size="sm" variant="outline" aria-label={`View showing ${showing.confirmationNumber}`} onClick={() => setOpen(true)}>
        View
      </Button>
      <DialogContent title={`Showing ${showing.confirmationNumber}`}>
        <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          {details.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-700">{label}</dt>
              <dd className="break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        {showing.complianceChecks.length ? (
          <ul className="mt-4 flex flex-col gap-1 text-sm">
            {showing.complianceChecks.map((check) => (
              <li key={check.rule} className={check.passed ? "text-green-800" : "text-red-800"}>
                {check.passed ? "✓" : "✗"} {check.detail}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-4">
          <BookingHistory bookingId={showing.id} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
