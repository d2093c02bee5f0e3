import type { Metadata } from "next";
import { APP_NAME } from "@/lib/constants";
import type { ImagePage } from "./list-images";

const description = "Browse and search images made by the community: prompts, styles and their creators.";

/** The public gallery's metadata, its default view and a search alike: the first image is the cover. */
export function galleryMetadata(page: ImagePage): Metadata {
  const cover = page.images[0];
  return {
    title: "Public Gallery",
    description,
    alternates: { canonical: "/public-gallery" },
    openGraph: {
      type: "website",
      siteName: APP_NAME,
      title: "Public Gallery",
      description,
      url: "/public-gallery",
      images: cover ? [{ url: cover.image_url, width: 512, height: 512, alt: cover.prompt }] : undefined,
    },
    // The cover is a square 512×512 image: the small card, not the large one drawn at 1.91:1.
    twitter: { card: "summary" },
  };
}
