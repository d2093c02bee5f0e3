import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { BookingPanel } from "@/components/booking/booking-panel";
import { PageViewBeacon } from "@/components/booking/page-view-beacon";
import { PropertyHeader } from "@/components/booking/property-header";
import { ListingStructuredData } from "@/components/seo/listing-structured-data";
import { getDb } from "@/db/client";
import { loadCachedDayOptions } from "@/lib/bookings/cached-day-options";
import { findCachedPublicProperty } from "@/lib/bookings/cached-public-property";
import { findUnavailableProperty, propertyUnavailablePath, toPublicProperty } from "@/lib/bookings/public-property";
import { APP_NAME, BOOKING_FEE } from "@/lib/constants";
import { decodePathSegment } from "@/lib/routes/decode-path-segment";

/**
 * Rendered once per change, not per request: the HTML is cached until a booking, the property,
 * its schedule or date overrides change (tags, lib/page-cache), or for at most a minute, as time
 * moves the advance-notice window. Nothing here reads the request; the view is counted by the
 * page's beacon.
 */
export const revalidate = 60;
export const generateStaticParams = () => [];

type PageProps = { params: Promise<{ id: string }> };

const loadProperty = cache((idOrSlug: string) => findCachedPublicProperty(decodePathSegment(idOrSlug)));

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const property = await loadProperty((await params).id);
  if (!property || property.status !== "listed") return { title: "Book a showing", robots: { index: false } };
  const description = `Book a 30-minute showing of ${property.fullAddress} online. ${BOOKING_FEE} booking fee.`;
  return {
    title: `Book a showing: ${property.fullAddress}`,
    description,
    alternates: { canonical: `/book/${property.slug}` },
    openGraph: { type: "website", siteName: APP_NAME, title: `Book a showing: ${property.fullAddress}`, description, url: `/book/${property.slug}` },
    twitter: { card: "summary_large_image" },
  };
}

export default async function BookPage({ params }: PageProps) {
  const idOrSlug = (await params).id;
  const property = await loadProperty(idOrSlug);
  if (!property || property.status !== "listed") {
    // Unlisted, or archived by a delete: its old links (a yard sign's QR code) still name the agent.
    const unavailable = await findUnavailableProperty(getDb(), decodePathSegment(idOrSlug));
    if (unavailable) redirect(propertyUnavailablePath(unavailable));
    notFound();
  }
  const days = await loadCachedDayOptions(property);
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-8">
      <ListingStructuredData property={property} />
      <PropertyHeader property={toPublicProperty(property)} />
      <BookingPanel property={property} days={days} />
      <PageViewBeacon propertyId={property.id} />
    </div>
  );
}
