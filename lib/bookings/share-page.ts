import type { Db } from "@/db/client";
import { countBookingPageViews } from "@/lib/stats/booking-page-views";
import { countBookings, findPublicPropertyBySlug, toPublicProperty, type PublicProperty } from "./public-property";

export const SHARE_NOT_FOUND = "Property not found or no longer available";

export type SharePage = { property: PublicProperty; viewCount: number; shareCount: number; bookingCount: number };

/** A listed property's share page data, or null (unknown slug or unlisted). */
export async function loadSharePage(db: Db, slug: string): Promise<SharePage | null> {
  const property = await findPublicPropertyBySlug(db, slug);
  if (!property || property.status !== "listed") return null;
  return {
    property: toPublicProperty(property),
    viewCount: await countBookingPageViews(db, property.id),
    shareCount: property.shareCount,
    bookingCount: await countBookings(db, property.id),
  };
}
