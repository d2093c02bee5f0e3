import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { after } from "next/server";
import { cache } from "react";
import { getDb } from "@/db/client";
import { BookingPanel } from "@/components/booking/booking-panel";
import { PropertyHeader } from "@/components/booking/property-header";
import { ListingStructuredData } from "@/components/seo/listing-structured-data";
import { loadPropertyAvailability } from "@/lib/bookings/property-availability";
import { findCachedPublicProperty } from "@/lib/bookings/cached-public-property";
import { toPublicProperty } from "@/lib/bookings/public-property";
import { APP_NAME, BOOKING_FEE } from "@/lib/constants";
import { decodePathSegment } from "@/lib/routes/decode-path-segment";
import { recordBookingPageView } from "@/lib/stats/booking-page-views";

export const dynamic = "force-dynamic";

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
  const property = await loadProperty((await params).id);
  if (!property) notFound();
  if (property.status !== "listed") redirect(`/property-unavailable/${property.id}`);
  const availability = await loadPropertyAvailability(getDb(), property);
  const requestHeaders = await headers();
  after(() => recordBookingPageView(getDb(), property.id, requestHeaders));
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-8">
      <ListingStructuredData property={property} />
      <PropertyHeader property={toPublicProperty(property)} />
      <BookingPanel property={property} availability={availability} />
    </div>
  );
}
