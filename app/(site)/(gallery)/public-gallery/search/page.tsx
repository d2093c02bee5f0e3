import type { Metadata } from "next";
import { PublicGalleryView } from "@/components/gallery/public-gallery-view";
import { galleryMetadata } from "@/lib/gallery/gallery-metadata";
import { loadGalleryPage, parseGallerySearch } from "@/lib/gallery/load-gallery";

/**
 * A search of the public gallery, rendered per request: `/public-gallery?query=…` (or `creator`,
 * `sortBy`) is rewritten here (next.config.ts), while the default view is cached HTML.
 */
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { search } = parseGallerySearch(await searchParams);
  return galleryMetadata(await loadGalleryPage(search.query, search.creator, search.sortBy));
}

export default async function GallerySearchPage({ searchParams }: Props) {
  const { search, error } = parseGallerySearch(await searchParams);
  const page = await loadGalleryPage(search.query, search.creator, search.sortBy);
  return <PublicGalleryView search={search} error={error} page={page} />;
}
