import { and, eq, ilike, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { images, users } from "@/db/schema";
import { ownRows } from "@/lib/auth/scope";
import { containsPattern } from "@/db/contains-pattern";
import { cursorMicros, keysetOrder, keysetPage, pastCursor } from "@/lib/paging/keyset-cursor";
import { toImageJson, type ImageJson } from "./image-json";
import type { GallerySort } from "./schemas";

export const GALLERY_PAGE_SIZE = 30;

export type ImagePage = { images: ImageJson[]; next_cursor: string | null };

/**
 * What the public may see: public and not hidden by a moderator. Written with a literal, not a
 * bound parameter, so that PostgreSQL can match the partial indexes' predicate even in the
 * generic plan of a prepared statement.
 */
export const publiclyVisible = sql`${images.visibility} = 'public' and ${images.hiddenAt} is null`;

export type PublicFilter = {
  /** Text anywhere in the prompt, regardless of case. */
  query?: string;
  /** Text anywhere in the creator's username, regardless of case. */
  creator?: string;
  /** One creator exactly (a profile page). */
  creatorId?: string;
};

type PageOptions = { sortBy?: GallerySort; cursor?: string; limit?: number };

/** The columns toImageJson reads. */
export const imageJsonColumns = {
  id: images.id,
  imageKey: images.imageKey,
  thumbKey: images.thumbKey,
  prompt: images.prompt,
  createdAt: images.createdAt,
  visibility: images.visibility,
};

async function selectPage(db: Db, where: SQL | undefined, options: PageOptions): Promise<ImagePage> {
  const sortBy = options.sortBy ?? "newest";
  const limit = options.limit ?? GALLERY_PAGE_SIZE;
  const keys = { createdAt: images.createdAt, id: images.id };
  const rows = await db
    .select({
      ...imageJsonColumns,
      anonymousUsername: users.anonymousUsername,
      cursorMicros: cursorMicros(images.createdAt),
    })
    .from(images)
    .innerJoin(users, eq(users.id, images.userId))
    .where(and(where, pastCursor(keys, options.cursor, sortBy)))
    .orderBy(...keysetOrder(keys, sortBy))
    .limit(limit + 1);
  const page = keysetPage(rows, limit);
  return { images: page.rows.map((row) => toImageJson(row, row.anonymousUsername)), next_cursor: page.nextCursor };
}

/** The public gallery, a search of it, or one creator's public images; never a private or hidden one. */
export function listPublicImages(db: Db, filter: PublicFilter, options: PageOptions = {}): Promise<ImagePage> {
  return selectPage(
    db,
    and(
      publiclyVisible,
      filter.query ? ilike(images.prompt, containsPattern(filter.query)) : undefined,
      filter.creator ? sql`lower(${users.anonymousUsername}) like ${containsPattern(filter.creator.toLowerCase())}` : undefined,
      filter.creatorId ? eq(images.userId, filter.creatorId) : undefined,
    ),
    options,
  );
}

/** The owner's own images, public and private alike (the private studio). */
export function listOwnImages(db: Db, ownerId: string, options: PageOptions = {}): Promise<ImagePage> {
  return selectPage(db, ownRows(images.userId, ownerId), options);
}
