import { desc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { images, users } from "@/db/schema";
import { ownRows } from "@/lib/auth/scope";
import { toImageJson, type ImageJson } from "./image-json";

/** Spec §9: Recent Generations shows the user's six newest images. */
export const RECENT_IMAGES_LIMIT = 6;

/** The owner's newest images, private ones included: only ever called for the signed-in owner. */
export async function listRecentImages(db: Db, userId: string): Promise<ImageJson[]> {
  const rows = await db
    .select({ image: images, anonymousUsername: users.anonymousUsername })
    .from(images)
    .innerJoin(users, eq(users.id, images.userId))
    .where(ownRows(images.userId, userId))
    .orderBy(desc(images.createdAt), desc(images.id))
    .limit(RECENT_IMAGES_LIMIT);
  return rows.map((row) => toImageJson(row.image, row.anonymousUsername));
}
