import { and, asc, eq, max } from "drizzle-orm";
import type { Db } from "@/db/client";
import { images, users } from "@/db/schema";
import { publiclyVisible } from "./list-images";

export const SITEMAP_CREATOR_LIMIT = 10_000;

/** Creators with at least one public, unhidden image, for the sitemap; newest image as lastModified. */
export async function listCreatorsForSitemap(db: Db): Promise<{ username: string; lastModified: Date | null }[]> {
  return db
    .select({ username: users.anonymousUsername, lastModified: max(images.createdAt) })
    .from(users)
    .innerJoin(images, and(eq(images.userId, users.id), publiclyVisible))
    .groupBy(users.id, users.anonymousUsername)
    .orderBy(asc(users.anonymousUsername))
    .limit(SITEMAP_CREATOR_LIMIT);
}
