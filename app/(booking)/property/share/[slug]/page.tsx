import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { after } from "next/server";
import { cache } from "react";
import { getDb } from "@/db/client";
import { BookingPanel } from "@/components/booking/booking-panel";
import { PropertyHeader } from "@/components/booking/property-header";
import { ShareActions } from "@/components/booking/share-actions";
import { ListingStructuredData } from "@/components/seo/listing-structured-data";
import { loadPropertyAvailability } from "@/lib/bookings/property-availability";
import { loadSharePage } from "@/lib/bookings/share-page";
import { APP_NAME, BOOKING_FEE } from "@/lib/constants";
import { env } from "@/lib/env";
import { decodePathSegment } from "@/lib/routes/decode-path-segment";
import { recordBookingPageView } from "@/lib/stats/booking-page-views";

export const dynamic = "force-dynamic";

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
  const page = await loadPage((await params).slug);
  if (!page) notFound();
  const { property } = page;
  const availability = await loadPropertyAvailability(getDb(), property);
  const requestHeaders = await headers();
  after(() => recordBookingPageView(getDb(), property.id, requestHeaders));
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
      <BookingPanel property={property} availability={availability} />
    </div>
  );
}
