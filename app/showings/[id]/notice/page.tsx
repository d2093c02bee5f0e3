import type { Metadata } from "next";
import { PrintButton } from "@/components/showings/print-button";
import { getDb } from "@/db/client";
import { requireUser } from "@/lib/auth/current-user";
import { buildEntryNotice } from "@/lib/compliance/notice-text";
import { loadBookingRecord } from "@/lib/showings/booking-record";

export const metadata: Metadata = { title: "Notice of entry", robots: { index: false } };

/** The § 1954 notice to post at the door, from the booking. */
export default async function DoorNoticePage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser();
  const { id } = await params;
  const { booking, property, agent } = await loadBookingRecord(getDb(), user, id);
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
      <div className="mb-6 flex justify-end">
        <PrintButton />
      </div>
      <h1 className="text-center text-2xl font-bold uppercase tracking-wide">Notice of intent to enter</h1>
      <p className="mt-1 text-center text-sm">California Civil Code § 1954</p>
      <pre className="mt-8 whitespace-pre-wrap font-sans text-base leading-7">{notice.text}</pre>
      <div className="mt-12 grid grid-cols-2 gap-8 text-sm">
        <p className="border-t border-slate-900 pt-1">Posted on (date and time)</p>
        <p className="border-t border-slate-900 pt-1">Posted by (name and signature)</p>
      </div>
    </article>
  );
}
