import type { Db } from "@/db/client";
import { countBookingPageViews } from "@/lib/stats/booking-page-views";
import type { PublicProperty } from "./public-property-projection";
import { countBookings, findPublicPropertyBySlug, toPublicProperty } from "./public-property";

export const SHARE_NOT_FOUND = "Property not found or no longer available";

/** `agentId` names the page's cache tags (lib/page-cache); it is not shown. */
export type SharePage = { property: PublicProperty; agentId: string; viewCount: number; shareCount: number; bookingCount: number };

/** A listed property's share page data, or null (unknown slug or unlisted). */
export async function loadSharePage(db: Db, slug: string): Promise<SharePage | null> {
  const property = await findPublicPropertyBySlug(db, slug);
  if (!property || property.status !== "listed") return null;
  return {
    property: toPublicProperty(property),
    agentId: property.agentId,
    viewCount: await countBookingPageViews(db, property.id),
    shareCount: property.shareCount,
    bookingCount: await countBookings(db, property.id),
  };
}
