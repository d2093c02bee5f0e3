"use client";

import { CalendarPlus, CheckCircle2, Download, Settings2 } from "lucide-react";
import { useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import type { BookingSummary } from "@/lib/bookings/booking-answers";
import { isAwaitingApproval, isAwaitingConfirmation } from "@/lib/vocabulary/booking-status";
import { preferredCalendar, type CalendarKind } from "@/lib/bookings/preferred-calendar";
import { downloadText } from "@/lib/download";
import { formatZonedTime } from "@/lib/time/zoned-time";
import { dateLabel } from "@/lib/bookings/day-options";

const noSubscription = () => () => {};

const downloadIcs = (booking: BookingSummary) => downloadText(booking.calendar.icsFilename, booking.calendar.ics, "text/calendar;charset=utf-8");

/** The confirmation: number, date and time, and calendar buttons with the device's default first. */
export function BookingSuccess({ booking }: { booking: BookingSummary }) {
  const preferred = useSyncExternalStore<CalendarKind>(noSubscription, () => preferredCalendar(navigator.userAgent), () => "google");
  const buttons: { kind: CalendarKind; element: (primary: boolean) => React.ReactNode }[] = [
    {
      kind: "google",
      element: (primary) => (
        <Button key="google" asChild variant={primary ? "default" : "outline"}>
          <a href={booking.calendar.google} target="_blank" rel="noopener noreferrer">
            <CalendarPlus aria-hidden /> Add to Google Calendar
          </a>
        </Button>
      ),
    },
    {
      kind: "outlook",
      element: (primary) => (
        <Button key="outlook" asChild variant={primary ? "default" : "outline"}>
          <a href={booking.calendar.outlook} target="_blank" rel="noopener noreferrer">
            <CalendarPlus aria-hidden /> Add to Outlook
          </a>
        </Button>
      ),
    },
    {
      kind: "apple",
      element: (primary) => (
        <Button key="apple" type="button" variant={primary ? "default" : "outline"} onClick={() => downloadIcs(booking)}>
          <Download aria-hidden /> Download .ics
        </Button>
      ),
    },
  ];
  const ordered = [...buttons].sort((a, b) => Number(b.kind === preferred) - Number(a.kind === preferred));
  const confirming = isAwaitingConfirmation(booking.status);
  const pending = confirming || isAwaitingApproval(booking.status);

  return (
    <section aria-labelledby="booking-confirmed" className="space-y-4 rounded-lg border border-green-200 bg-green-50 p-6">
      <h2 id="booking-confirmed" className="flex items-center gap-2 text-xl font-semibold text-green-900">
        <CheckCircle2 aria-hidden className="size-6" />
        {pending ? "Booking request received" : "Showing booked!"}
      </h2>
      {pending && (
        <p className="text-sm text-green-900">
          {confirming
            ? "The people who live there or own the home confirm each showing first; you will hear back soon."
            : "The listing agent approves each showing; you will hear back soon."}
        </p>
      )}
      {booking.paymentStatus === "mock" && (
        <p role="note" className="text-sm text-amber-900">Development mode: no card was charged.</p>
      )}
      <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-700">Confirmation number</dt>
        <dd data-testid="confirmation-number" className="font-mono text-lg font-semibold text-slate-900">
          {booking.confirmationNumber}
        </dd>
        <dt className="font-medium text-slate-700">When</dt>
        <dd className="text-slate-900">
          {dateLabel(booking.date)} at {formatZonedTime(new Date(booking.startsAt), booking.timezone)} (30 minutes)
        </dd>
        <dt className="font-medium text-slate-700">Where</dt>
        <dd className="text-slate-900">{booking.address}</dd>
      </dl>
      <div className="flex flex-wrap gap-2">{ordered.map(({ kind, element }) => element(kind === preferred))}</div>
      <p className="text-sm text-slate-700">
        {/* A new tab: in the booking widget a link that left the booking flow would load a page that refuses framing. */}
        <a
          href={booking.managePath}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-1 font-medium text-blue-700 underline underline-offset-4"
        >
          <Settings2 aria-hidden className="size-4" /> Manage your showing
        </a>{" "}
        to reschedule or cancel it; the link is also in your confirmation e-mail and text.
      </p>
    </section>
  );
}
