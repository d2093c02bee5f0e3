import type { Metadata } from "next";
import { OG_IMAGE_SIZE } from "@/components/seo/property-og-image";
import { APP_NAME } from "@/lib/constants";

/** The site's social card, drawn by app/og-image.png/route.tsx: wide, for the large-image card. */
const SITE_OG_IMAGE = { url: "/og-image.png", ...OG_IMAGE_SIZE, alt: `${APP_NAME}: showing bookings with tenant notices built in` };

type PageMetadataInput = {
  /** The page's own title, e.g. "How It Works"; the root layout adds " | Showbook". */
  title: string;
  description: string;
  /** The page's path, e.g. "/how"; resolved against the root layout's metadataBase. */
  path: string;
  /** Use the title as written, without the " | Showbook" suffix (the home page). */
  absoluteTitle?: boolean;
  /** Keep the page out of search results (test and utility pages). */
  noIndex?: boolean;
};

/**
 * Metadata for a public information page: title, description, canonical URL and the
 * Open Graph and Twitter tags. Page-level openGraph/twitter objects replace the root
 * layout's, so the shared fields (site name, type, card) are repeated here.
 */
export function pageMetadata({ title, description, path, absoluteTitle = false, noIndex = false }: PageMetadataInput): Metadata {
  const socialTitle = absoluteTitle ? title : `${title} | ${APP_NAME}`;
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: "website",
      siteName: APP_NAME,
      locale: "en_US",
      title: socialTitle,
      description,
      url: path,
      images: [SITE_OG_IMAGE],
    },
    twitter: {
      card: "summary_large_image",
      title: socialTitle,
      description,
    },
    ...(noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}
