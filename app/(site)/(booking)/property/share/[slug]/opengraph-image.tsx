import { decodePathSegment } from "@/lib/routes/decode-path-segment";
import { OG_IMAGE_SIZE, renderPropertyOgImage } from "@/components/seo/property-og-image";
import { getDb } from "@/db/client";
import { findPublicPropertyBySlug } from "@/lib/bookings/public-property";

export const size = OG_IMAGE_SIZE;
export const contentType = "image/png";
export const alt = "The listing's address and photo";

export default async function ShareOgImage({ params }: { params: Promise<{ slug: string }> }) {
  const property = await findPublicPropertyBySlug(getDb(), decodePathSegment((await params).slug));
  if (!property || property.status !== "listed") return new Response("Not found", { status: 404 });
  return renderPropertyOgImage(property);
}
