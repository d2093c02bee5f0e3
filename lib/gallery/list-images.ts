import { and, eq, ilike, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { images, users } from "@/db/schema";
import { ownRows } from "@/lib/auth/scope";
import { containsPattern } from "@/db/contains-pattern";
import { decodeCursor, encodeCursor } from "./cursor";
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

const createdAtMicros = sql<string>`(extract(epoch from ${images.createdAt}) * 1000000)::bigint::text`;

function afterCursor(cursor: string | undefined, sortBy: GallerySort): SQL | undefined {
  if (!cursor) return undefined;
  const { createdAtMicros: micros, id } = decodeCursor(cursor);
  // Exact microsecond arithmetic: a float epoch would round and skip or repeat an image.
  const at = sql`(timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond')`;
  return sortBy === "newest"
    ? sql`(${images.createdAt}, ${images.id}) < (${at}, ${id}::uuid)`
    : sql`(${images.createdAt}, ${images.id}) > (${at}, ${id}::uuid)`;
}

async function selectPage(db: Db, where: SQL | undefined, options: PageOptions): Promise<ImagePage> {
  const sortBy = options.sortBy ?? "newest";
  const limit = options.limit ?? GALLERY_PAGE_SIZE;
  // The indexes are (created_at DESC NULLS LAST, id DESC NULLS LAST), Drizzle's desc(); a plain
  // DESC means NULLS FIRST and would make PostgreSQL sort every public image instead.
  const order =
    sortBy === "newest"
      ? [sql`${images.createdAt} desc nulls last`, sql`${images.id} desc nulls last`]
      : [sql`${images.createdAt} asc nulls first`, sql`${images.id} asc nulls first`];
  const rows = await db
    .select({
      ...imageJsonColumns,
      anonymousUsername: users.anonymousUsername,
      cursorMicros: createdAtMicros,
    })
    .from(images)
    .innerJoin(users, eq(users.id, images.userId))
    .where(and(where, afterCursor(options.cursor, sortBy)))
    .orderBy(...order)
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    images: page.map((row) => toImageJson(row, row.anonymousUsername)),
    next_cursor: rows.length > limit && last ? encodeCursor({ createdAtMicros: last.cursorMicros, id: last.id }) : null,
  };
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
