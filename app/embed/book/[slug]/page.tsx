import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BookingPanel } from "@/components/booking/booking-panel";
import { PropertyUnavailable } from "@/components/booking/property-unavailable";
import { EmbedFrame } from "@/components/embed/embed-frame";
import { getDb } from "@/db/client";
import { findCachedPublicProperty } from "@/lib/bookings/cached-public-property";
import { findUnavailableProperty, propertyUnavailablePath } from "@/lib/bookings/public-property";
import { loadDayOptions } from "@/lib/bookings/cached-day-options";
import { decodePathSegment } from "@/lib/routes/decode-path-segment";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Book a showing", robots: { index: false } };

/** The booking form and payment step of one listed property, for the agent's own website to frame; an unlisted or archived one says so and names the agent. */
export default async function EmbeddedBookPage({ params }: { params: Promise<{ slug: string }> }) {
  const slug = decodePathSegment((await params).slug);
  const property = await findCachedPublicProperty(slug);
  if (!property || property.status !== "listed") {
    // In the frame, since /property-unavailable may not be framed: the same words, and the page itself in a new tab.
    const unavailable = await findUnavailableProperty(getDb(), slug);
    if (!unavailable) notFound();
    return (
      <EmbedFrame>
        <PropertyUnavailable property={unavailable}>
          <a href={propertyUnavailablePath(unavailable)} target="_blank" rel="noopener" className="text-sm text-blue-700 underline">
            Open this page in a new tab
          </a>
        </PropertyUnavailable>
      </EmbedFrame>
    );
  }
  return (
    <EmbedFrame>
      <div className="mx-auto max-w-4xl space-y-4 p-4">
        <h1 className="text-xl font-bold text-slate-900">Book a showing: {property.fullAddress}</h1>
        <BookingPanel property={property} days={await loadDayOptions(property)} />
      </div>
    </EmbedFrame>
  );
}
