import type { Metadata } from "next";
import { PublicGalleryView } from "@/components/gallery/public-gallery-view";
import { galleryMetadata } from "@/lib/gallery/gallery-metadata";
import { loadCachedGalleryPage } from "@/lib/gallery/cached-gallery";
import { env } from "@/lib/env";
import { galleryJsonLd } from "@/lib/seo/gallery-json-ld";
import { serializeJsonLd } from "@/lib/seo/listing-json-ld";

/**
 * The gallery's default view, cached HTML rendered again when an image is published, hidden,
 * deleted or moderated, or a user renamed (tags, lib/page-cache), or after a minute. A search
 * (`?query=`, `?creator=`, `?sortBy=`) is rewritten to ./search, rendered per request
 * (next.config.ts); any other query string gets this page.
 */
export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  return galleryMetadata(await loadCachedGalleryPage());
}

export default async function PublicGalleryPage() {
  const page = await loadCachedGalleryPage();
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(galleryJsonLd(page.images, env().APP_URL)) }} />
      <PublicGalleryView search={{ sortBy: "newest", query: undefined, creator: undefined }} error={null} page={page} />
    </>
  );
}
