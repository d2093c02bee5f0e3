import type { MetadataRoute } from "next";
import { getDb } from "@/db/client";
import { PRODUCT_SLUG } from "@/lib/constants";
import { env } from "@/lib/env";
import { listCreatorsForSitemap } from "@/lib/gallery/sitemap-creators";
import { listSitemapProperties } from "@/lib/seo/sitemap-properties";

// Listings and creator profiles come from the database, so the sitemap is built per request.
export const dynamic = "force-dynamic";

type Entry = { path: string; priority: number; changeFrequency: "weekly" | "monthly" | "yearly" };

/** The public information pages. /tenant-faq-test is a test page kept out of search (noindex). */
const publicPages: Entry[] = [
  { path: "/", priority: 1, changeFrequency: "weekly" },
  { path: "/about", priority: 0.8, changeFrequency: "monthly" },
  { path: "/how", priority: 0.9, changeFrequency: "monthly" },
  { path: "/pricing", priority: 0.9, changeFrequency: "monthly" },
  { path: "/reviews", priority: 0.7, changeFrequency: "monthly" },
  { path: "/contact", priority: 0.6, changeFrequency: "yearly" },
  { path: "/tenant-rights", priority: 0.8, changeFrequency: "monthly" },
  { path: "/tenant-faq", priority: 0.7, changeFrequency: "monthly" },
  { path: "/owner-protection", priority: 0.7, changeFrequency: "monthly" },
  { path: "/agent-liability", priority: 0.7, changeFrequency: "monthly" },
  { path: "/demo-booking", priority: 0.5, changeFrequency: "monthly" },
  { path: "/public-gallery", priority: 0.8, changeFrequency: "weekly" },
  { path: "/terms", priority: 0.3, changeFrequency: "yearly" },
  { path: "/privacy", priority: 0.3, changeFrequency: "yearly" },
  { path: `/${PRODUCT_SLUG}/terms`, priority: 0.3, changeFrequency: "yearly" },
];

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = env().APP_URL.replace(/\/+$/, "");
  const pages: MetadataRoute.Sitemap = publicPages.map((page) => ({
    url: page.path === "/" ? `${base}/` : `${base}${page.path}`,
    changeFrequency: page.changeFrequency,
    priority: page.priority,
  }));
  const listings = (await listSitemapProperties(getDb())).map((property) => ({
    url: `${base}/property/share/${property.slug}`,
    lastModified: property.updatedAt,
    changeFrequency: "daily" as const,
    priority: 0.6,
  }));
  // Only creators with a public, unhidden image: a profile of private images is an empty page.
  const creators = (await listCreatorsForSitemap(getDb())).map((creator) => ({
    url: `${base}/profile/${encodeURIComponent(creator.username)}`,
    lastModified: creator.lastModified ?? undefined,
    changeFrequency: "weekly" as const,
    priority: 0.5,
  }));
  return [...pages, ...listings, ...creators];
}
