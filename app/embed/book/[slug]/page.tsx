import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BookingPanel } from "@/components/booking/booking-panel";
import { EmbedFrame } from "@/components/embed/embed-frame";
import { findCachedPublicProperty } from "@/lib/bookings/cached-public-property";
import { loadDayOptions } from "@/lib/bookings/cached-day-options";
import { decodePathSegment } from "@/lib/routes/decode-path-segment";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Book a showing", robots: { index: false } };

/** The booking form and payment step of one listed property, for the agent's own website to frame. */
export default async function EmbeddedBookPage({ params }: { params: Promise<{ slug: string }> }) {
  const property = await findCachedPublicProperty(decodePathSegment((await params).slug));
  if (!property || property.status !== "listed") notFound();
  return (
    <EmbedFrame>
      <div className="mx-auto max-w-4xl space-y-4 p-4">
        <h1 className="text-xl font-bold text-slate-900">Book a showing: {property.fullAddress}</h1>
        <BookingPanel property={property} days={await loadDayOptions(property)} />
      </div>
    </EmbedFrame>
  );
}
