import type { MetadataRoute } from "next";
import { PRODUCT_SLUG } from "@/lib/constants";
import { env } from "@/lib/env";

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
  { path: "/terms", priority: 0.3, changeFrequency: "yearly" },
  { path: "/privacy", priority: 0.3, changeFrequency: "yearly" },
  { path: `/${PRODUCT_SLUG}/terms`, priority: 0.3, changeFrequency: "yearly" },
];

export default function sitemap(): MetadataRoute.Sitemap {
  const base = env().APP_URL.replace(/\/+$/, "");
  return publicPages.map((page) => ({
    url: page.path === "/" ? `${base}/` : `${base}${page.path}`,
    changeFrequency: page.changeFrequency,
    priority: page.priority,
  }));
}
