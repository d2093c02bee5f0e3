import type { MetadataRoute } from "next";
import { PRODUCT_SLUG } from "@/lib/constants";
import { env } from "@/lib/env";
import { dashboardSections } from "@/lib/routes/redirects";
import { fileUrl } from "@/lib/storage/file-url";

/**
 * Signed-in and machine paths that search engines should not crawl. Not /profile: as a prefix it
 * would cover every creator's public /profile/{username}; the agent's own /profile page answers
 * with X-Robots-Tag: noindex instead (next.config.ts).
 */
const disallow = [
  "/api/",
  "/account",
  ...dashboardSections.map((section) => section.path).filter((path) => path !== "/profile"),
  `/${PRODUCT_SLUG}`,
  "/start",
  "/add",
  "/admin",
  "/private-gallery",
  "/create",
  "/oracle",
  "/dev/",
];

export default function robots(): MetadataRoute.Robots {
  const base = env().APP_URL.replace(/\/+$/, "");
  return {
    rules: [
      {
        userAgent: "*",
        // The public booking terms live under the otherwise signed-in /showbook/ prefix. Stored
        // images (gallery images, listing photos, the pages' og:image) are served under /api/files/:
        // the file route gives a crawler, which has no session, public files only.
        allow: ["/", `/${PRODUCT_SLUG}/terms`, fileUrl("")],
        disallow,
      },
    ],
    sitemap: `${base}/sitemap.xml`,
  };
}
