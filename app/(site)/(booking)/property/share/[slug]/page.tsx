import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { getDb } from "@/db/client";
import { BookingPanel } from "@/components/booking/booking-panel";
import { PropertyHeader } from "@/components/booking/property-header";
import { ShareActions } from "@/components/booking/share-actions";
import { ListingStructuredData } from "@/components/seo/listing-structured-data";
import { loadCachedDayOptions } from "@/lib/bookings/cached-day-options";
import { findUnavailableProperty, propertyUnavailablePath } from "@/lib/bookings/public-property";
import { loadSharePage } from "@/lib/bookings/share-page";
import { APP_NAME, BOOKING_FEE } from "@/lib/constants";
import { env } from "@/lib/env";
import { decodePathSegment } from "@/lib/routes/decode-path-segment";

/**
 * Cached HTML, rendered again when what it shows changes or after a minute, as the booking page
 * (app/(site)/(booking)/book/[id]/page.tsx). The visit is counted by the share actions' view request,
 * which also brings the counters up to date.
 */
export const revalidate = 60;
export const generateStaticParams = () => [];

type PageProps = { params: Promise<{ slug: string }> };

const loadPage = cache((slug: string) => loadSharePage(getDb(), decodePathSegment(slug)));

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const page = await loadPage((await params).slug);
  if (!page) return { title: "Property not found", robots: { index: false } };
  const { property } = page;
  const title = `Showings at ${property.fullAddress}`;
  const description = `Book a 30-minute showing of ${property.fullAddress} online in a minute. ${BOOKING_FEE} booking fee.`;
  const path = `/property/share/${property.slug}`;
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: "website",
      siteName: APP_NAME,
      title,
      description,
      url: path,
    },
    twitter: { card: "summary_large_image", title, description },
  };
}

export default async function SharePage({ params }: PageProps) {
  const slug = (await params).slug;
  const page = await loadPage(slug);
  if (!page) {
    const unavailable = await findUnavailableProperty(getDb(), decodePathSegment(slug));
    if (unavailable) redirect(propertyUnavailablePath(unavailable));
    notFound();
  }
  const { property } = page;
  const days = await loadCachedDayOptions({ ...property, agentId: page.agentId });
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-8">
      <ListingStructuredData property={property} />
      <PropertyHeader property={property} />
      <ShareActions
        slug={property.slug}
        shareUrl={new URL(`/property/share/${property.slug}`, env().APP_URL).toString()}
        address={property.fullAddress}
        counts={{ views: page.viewCount, shares: page.shareCount, bookings: page.bookingCount }}
      />
      <BookingPanel property={property} days={days} />
    </div>
  );
}
