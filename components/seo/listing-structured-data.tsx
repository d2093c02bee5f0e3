import type { PublicProperty } from "@/lib/bookings/public-property-projection";
import { env } from "@/lib/env";
import { listingJsonLd, serializeJsonLd } from "@/lib/seo/listing-json-ld";

/** The listing as schema.org JSON-LD: a data block, which the CSP does not need to allow. */
export function ListingStructuredData({ property }: { property: PublicProperty }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(listingJsonLd(property, env().APP_URL)) }}
    />
  );
}
