import { CURRENCY, feeFor } from "@/lib/payments/fees";
import type { PublicProperty } from "@/lib/bookings/public-property-projection";
import { SHOWING_DURATION_MINUTES } from "@/lib/constants";

type ListingProperty = Pick<
  PublicProperty,
  "slug" | "fullAddress" | "addressLine1" | "unitNumber" | "city" | "state" | "zipCode" | "propertyPhoto" | "isDemo"
>;

/** A photo search engines can fetch: an https URL or a path on this site. */
export function publicPhotoUrl(photo: string | null, appUrl: string): string | null {
  if (!photo) return null;
  if (photo.startsWith("/") && !photo.startsWith("//")) return new URL(photo, appUrl).toString();
  return /^https:\/\//i.test(photo) ? photo : null;
}

/**
 * schema.org data for a listing's public page: the place with its postal address and the
 * 30-minute showing offered at the booking fee. Properties store no coordinates (addresses
 * are not geocoded), so there is no `geo`.
 */
export function listingJsonLd(property: ListingProperty, appUrl: string) {
  const pageUrl = new URL(`/property/share/${property.slug}`, appUrl).toString();
  const bookUrl = new URL(`/book/${property.slug}`, appUrl).toString();
  const photo = publicPhotoUrl(property.propertyPhoto, appUrl);
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    name: `Showings at ${property.fullAddress}`,
    url: pageUrl,
    ...(photo ? { image: photo } : {}),
    about: {
      "@type": "Residence",
      name: property.fullAddress,
      address: {
        "@type": "PostalAddress",
        streetAddress: [property.addressLine1, property.unitNumber].filter(Boolean).join(" "),
        addressLocality: property.city,
        addressRegion: property.state,
        postalCode: property.zipCode,
        addressCountry: "US",
      },
    },
    offers: {
      "@type": "Offer",
      name: `${SHOWING_DURATION_MINUTES}-minute showing`,
      url: bookUrl,
      price: (feeFor(property) / 100).toFixed(2),
      priceCurrency: CURRENCY.toUpperCase(),
      availability: "https://schema.org/InStock",
    },
  };
}

/** JSON for an inline script element: `<` is escaped so the data can never close the tag. */
export const serializeJsonLd = (data: unknown) => JSON.stringify(data).replaceAll("<", "\\u003c");
