import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { properties } from "@/db/schema";
import { notArchived } from "@/lib/properties/archived";

/** Every listed, real, unarchived property's share page for the sitemap; demo listings are not for search engines. */
export async function listSitemapProperties(db: Db): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: properties.slug, updatedAt: properties.updatedAt })
    .from(properties)
    .where(and(eq(properties.status, "listed"), eq(properties.isDemo, false), notArchived))
    .orderBy(asc(properties.createdAt));
}
