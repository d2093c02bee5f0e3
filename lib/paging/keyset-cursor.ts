import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { AppError } from "@/lib/errors";
import { UUID_SOURCE } from "@/lib/ids";

/**
 * Where a page of rows ordered by (created_at, id) ends: the last row's created_at in
 * microseconds since the epoch (PostgreSQL's own precision, so no two rows collapse onto one
 * millisecond) and its id, which breaks ties. Opaque to clients: base64url of "micros.id".
 */
export type KeysetCursor = { createdAtMicros: string; id: string };

export const INVALID_CURSOR_MESSAGE = "Invalid cursor";

const shape = new RegExp(`^(\\d{1,17})\\.(${UUID_SOURCE})$`);

export function encodeCursor(cursor: KeysetCursor): string {
  return Buffer.from(`${cursor.createdAtMicros}.${cursor.id}`, "utf8").toString("base64url");
}

/** Decodes a cursor from a query string; anything that is not one of ours is a 400. */
export function decodeCursor(value: string): KeysetCursor {
  if (!/^[A-Za-z0-9_-]{1,120}$/.test(value)) throw new AppError("bad_request", INVALID_CURSOR_MESSAGE);
  const match = shape.exec(Buffer.from(value, "base64url").toString("utf8"));
  if (!match) throw new AppError("bad_request", INVALID_CURSOR_MESSAGE);
  return { createdAtMicros: match[1], id: match[2] };
}

/** A row's created_at as the cursor keeps it: microseconds since the epoch, as text. */
export const cursorMicros = (createdAt: AnyColumn) => sql<string>`(extract(epoch from ${createdAt}) * 1000000)::bigint::text`;

/** The rows after the cursor's in the page's order, (created_at, id) descending for "newest", ascending for "oldest". */
export function pastCursor(columns: { createdAt: AnyColumn; id: AnyColumn }, cursor: string | undefined, order: "newest" | "oldest"): SQL | undefined {
  if (!cursor) return undefined;
  const { createdAtMicros: micros, id } = decodeCursor(cursor);
  // Exact microsecond arithmetic: a float epoch would round and skip or repeat a row.
  const at = sql`(timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond')`;
  return order === "newest"
    ? sql`(${columns.createdAt}, ${columns.id}) < (${at}, ${id}::uuid)`
    : sql`(${columns.createdAt}, ${columns.id}) > (${at}, ${id}::uuid)`;
}

/**
 * The order a keyset page is read in. Indexes are made (created_at DESC NULLS LAST, id DESC NULLS
 * LAST), Drizzle's desc(); a plain DESC means NULLS FIRST and would make PostgreSQL sort every row
 * instead of walking the index, either way.
 */
export const keysetOrder = (columns: { createdAt: AnyColumn; id: AnyColumn }, order: "newest" | "oldest") =>
  order === "newest"
    ? [sql`${columns.createdAt} desc nulls last`, sql`${columns.id} desc nulls last`]
    : [sql`${columns.createdAt} asc nulls first`, sql`${columns.id} asc nulls first`];

/** One page of rows read with `limit + 1`, and the cursor of the next page when the extra row came. */
export function keysetPage<T extends { id: string; cursorMicros: string }>(rows: T[], limit: number): { rows: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > limit && last ? encodeCursor({ createdAtMicros: last.cursorMicros, id: last.id }) : null };
}
