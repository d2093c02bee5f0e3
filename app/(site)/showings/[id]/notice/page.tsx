import type { Metadata } from "next";
import { actingScope } from "@/lib/auth/acting-scope";
import { notFound } from "next/navigation";
import { ManualNoticeForm } from "@/components/showings/manual-notice-form";
import { PrintButton } from "@/components/showings/print-button";
import { getDb } from "@/db/client";
import { requireUser } from "@/lib/auth/current-user";
import { buildEntryNotice, ENTRY_NOTICE_TITLE } from "@/lib/compliance/notice-text";
import { formatRecordTime, zoneName } from "@/lib/time/zoned-time";
import { MANUAL_NOTICE_LABELS } from "@/lib/compliance/manual-notice-methods";
import { WRITTEN_NOTICE_HOURS } from "@/lib/compliance/rules";
import { findBookingRecord } from "@/lib/showings/booking-record";
import { hoursBefore } from "@/lib/time/durations";

export const metadata: Metadata = { title: "Notice of entry", robots: { index: false } };

/** The § 1954 notice to post at the door, from the booking. */
export default async function DoorNoticePage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser();
  const { id } = await params;
  const record = await findBookingRecord(getDb(), await actingScope(getDb(), user), id);
  if (!record) notFound();
  const { booking, property, agent, compliance, manualNotices } = record;
  const tz = property.timezone;
  const postBy = hoursBefore(booking.startsAt, WRITTEN_NOTICE_HOURS);
  const at = (date: Date) => formatRecordTime(date, tz);
  const effective = compliance?.checks.some((check) => check.rule === "notice" && check.passed) ?? false;
  const notice = buildEntryNotice({
    residentName: `${property.residentFirstName} ${property.residentLastName}`.trim(),
    propertyAddress: property.fullAddress,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    timeZone: property.timezone,
    agentName: agent.name,
    agentPhone: agent.phone,
    confirmationNumber: booking.confirmationNumber,
  });
  return (
    <article className="mx-auto max-w-2xl bg-white px-8 py-10 print:px-0">
      <section aria-label="Posting the notice" className="no-print mb-8 rounded-md bg-amber-50 p-4 text-sm text-amber-950">
        {effective ? (
          <p>The resident has been given notice that the law counts; posting this notice as well does no harm.</p>
        ) : (
          <p>
            Post this notice on or under the resident’s entry door by <strong>{at(postBy)}</strong> (at least{" "}
            {WRITTEN_NOTICE_HOURS} hours before the showing), then record when and by whom it was posted. E-mail and SMS count as
            written notice only where the resident agreed to them in writing (Civil Code § 1954(d)(1)).
          </p>
        )}
        {manualNotices.length > 0 ? (
          <ul className="mt-2 list-disc pl-5" aria-label="Notices given by hand">
            {manualNotices.map((notice) => (
              <li key={notice.id}>
                {MANUAL_NOTICE_LABELS[notice.method]} {at(notice.givenAt)} by {notice.givenBy}
              </li>
            ))}
          </ul>
        ) : null}
        <ManualNoticeForm bookingId={booking.id} methods={["door_posting", "personal_delivery"]} defaultMethod="door_posting" zone={zoneName(booking.startsAt, tz)} />
        <div className="mt-4 flex justify-end">
          <PrintButton />
        </div>
      </section>
      <h1 className="text-center text-2xl font-bold uppercase tracking-wide">{ENTRY_NOTICE_TITLE.heading}</h1>
      <p className="mt-1 text-center text-sm">{ENTRY_NOTICE_TITLE.law}</p>
      <pre className="mt-8 whitespace-pre-wrap font-sans text-base leading-7">{notice.body}</pre>
      <div className="mt-12 grid grid-cols-2 gap-8 text-sm">
        <p className="border-t border-slate-900 pt-1">Posted on (date and time)</p>
        <p className="border-t border-slate-900 pt-1">Posted by (name and signature)</p>
      </div>
    </article>
  );
}
