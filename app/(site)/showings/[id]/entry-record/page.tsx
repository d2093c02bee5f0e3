import type { Metadata } from "next";
import { actingScope } from "@/lib/auth/acting-scope";
import { ManualNoticeForm } from "@/components/showings/manual-notice-form";
import { notFound } from "next/navigation";
import { PrintButton } from "@/components/showings/print-button";
import { getDb } from "@/db/client";
import { requireUser } from "@/lib/auth/current-user";
import { MANUAL_NOTICE_LABELS, MANUAL_NOTICE_METHODS } from "@/lib/compliance/manual-notice-methods";
import { formatRecordTime, formatZonedTime, zoneName } from "@/lib/time/zoned-time";
import { findBookingRecord } from "@/lib/showings/booking-record";
import { formatPhone } from "@/lib/phone/phone";
import { isOccupied } from "@/lib/vocabulary/occupancy";
import { CHANNEL_LABELS } from "@/lib/vocabulary/booking-status";
import { STAGE_LABELS } from "@/lib/vocabulary/confirmations";

export const metadata: Metadata = { title: "Evidence of entry", robots: { index: false } };

const CHANNEL = { email: "E-mail", sms: "SMS", mail: "Certified letter" } as const;

/** A printable record of one entry: who, when, which notices reached the resident, and the verdict. */
export default async function EntryRecordPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser();
  const { id } = await params;
  const record = await findBookingRecord(getDb(), await actingScope(getDb(), user), id);
  if (!record) notFound();
  const { booking, property, agent, notices, manualNotices, compliance, confirmations } = record;
  const tz = property.timezone;
  // Every time of the record is in the property's zone and names it.
  const at = (date: Date | null) => (date ? formatRecordTime(date, tz) : "—");

  return (
    <article className="mx-auto max-w-3xl bg-white px-8 py-10 text-sm print:px-0">
      <div className="mb-6 flex justify-end">
        <PrintButton />
      </div>
      <h1 className="text-2xl font-bold">Evidence of entry</h1>
      <p className="mt-1 text-slate-600">
        {property.fullAddress} · {booking.confirmationNumber}
      </p>
      <h2 className="mt-6 text-lg font-semibold">Entry</h2>
      <dl className="mt-2 grid grid-cols-[12rem_1fr] gap-y-1">
        <dt>Scheduled</dt>
        <dd>
          {at(booking.startsAt)} – {formatZonedTime(booking.endsAt, tz)}
        </dd>
        <dt>Purpose</dt>
        <dd>Showing to a prospective {booking.requesterType === "renter" ? "tenant" : "purchaser"}</dd>
        <dt>Listing agent</dt>
        <dd>{[agent.name, formatPhone(agent.phone), agent.email].filter(Boolean).join(" · ")}</dd>
        <dt>Visitor</dt>
        <dd>{[booking.buyerAgentName, booking.buyerName].filter(Boolean).join(" with ") || "—"}</dd>
        <dt>Resident</dt>
        <dd>{`${property.residentFirstName} ${property.residentLastName}`.trim() || "—"}</dd>
        <dt>Tenant consent recorded</dt>
        <dd>{booking.tenantConsent ? "Yes" : "No"}</dd>
      </dl>
      {confirmations.length > 0 ? (
        <>
          <h2 className="mt-6 text-lg font-semibold">Confirmation by the resident and the owner</h2>
          <p className="mt-1 text-slate-600">Their confirmation is not the § 1954 notice: the notices and the verdict below are judged on their own.</p>
          <ul className="mt-2 list-disc pl-6">
            {confirmations.map((line) => (
              <li key={line.party}>
                {line.party === "resident" ? "Resident" : "Owner"}
                {line.name ? ` (${line.name})` : ""}, {STAGE_LABELS[line.stage].toLowerCase()}:{" "}
                {line.answer
                  ? `${line.answer} ${at(line.answeredAt)} by ${line.answerChannel ? CHANNEL_LABELS[line.answerChannel] : "—"}${
                      line.answeredByUserId ? " (the agent for them)" : ""
                    }`
                  : line.askedAt
                    ? `asked ${at(line.askedAt)}, no answer`
                    : "not asked"}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h2 className="mt-6 text-lg font-semibold">Notices to the resident</h2>
      {notices.length === 0 ? (
        <p className="mt-2">No notices: the unit was vacant when the showing was booked.</p>
      ) : (
        <table className="mt-2 w-full border-collapse text-left">
          <thead>
            <tr className="border-b [&>th]:py-1 [&>th]:pr-4">
              <th>Channel</th>
              <th>Sent to</th>
              <th>Status</th>
              <th>Sent</th>
              <th>Delivered</th>
            </tr>
          </thead>
          <tbody>
            {notices.map((notice) => (
              <tr key={notice.id} className="border-b align-top [&>td]:py-1 [&>td]:pr-4">
                <td>
                  {CHANNEL[notice.channel]}
                  {notice.trackingNumber ? ` (${notice.trackingNumber})` : ""}
                </td>
                <td>{notice.recipientAddress}</td>
                <td>{notice.status}</td>
                <td>{at(notice.sentAt)}</td>
                <td>{at(notice.deliveredAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {manualNotices.length > 0 ? (
        <>
          <h3 className="mt-4 font-semibold">Given by hand</h3>
          <ul className="mt-1 list-disc pl-6">
            {manualNotices.map((notice) => (
              <li key={notice.id}>
                {MANUAL_NOTICE_LABELS[notice.method]}: {at(notice.givenAt)}, by {notice.givenBy}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {isOccupied(property) ? (
        <ManualNoticeForm bookingId={booking.id} methods={MANUAL_NOTICE_METHODS} defaultMethod="phone" zone={zoneName(booking.startsAt, tz)} />
      ) : null}
      <h2 className="mt-6 text-lg font-semibold">§ 1954 verdict: {compliance ? (compliance.compliant ? "Compliant" : "Not compliant") : "Not yet assessed"}</h2>
      <ul className="mt-2 list-disc pl-6">
        {(compliance?.checks ?? []).map((check) => (
          <li key={check.detail}>
            {check.passed ? "✓" : "✗"} {check.detail}
          </li>
        ))}
      </ul>
      {compliance && compliance.missing.length > 0 ? (
        <>
          <h3 className="mt-4 font-semibold">Still missing: any one of</h3>
          <ul className="mt-1 list-disc pl-6">
            {compliance.missing.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="mt-12 grid grid-cols-3 gap-6">
        <p className="border-t border-slate-900 pt-1">Actual entry time</p>
        <p className="border-t border-slate-900 pt-1">Actual exit time</p>
        <p className="border-t border-slate-900 pt-1">Agent signature</p>
      </div>
    </article>
  );
}
