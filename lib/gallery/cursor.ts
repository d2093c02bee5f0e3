import { AppError } from "@/lib/api/errors";

/**
 * Where a gallery page ends: the last image's created_at in microseconds since the epoch
 * (PostgreSQL's own precision, so no two images collapse onto one millisecond) and its id,
 * which breaks ties. Opaque to clients: base64url of "micros.id".
 */
export type GalleryCursor = { createdAtMicros: string; id: string };

export const INVALID_CURSOR_MESSAGE = "Invalid cursor";

const shape = /^(\d{1,17})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export function encodeCursor(cursor: GalleryCursor): string {
  return Buffer.from(`${cursor.createdAtMicros}.${cursor.id}`, "utf8").toString("base64url");
}

/** Decodes a cursor from a query string; anything that is not one of ours is a 400. */
export function decodeCursor(value: string): GalleryCursor {
  if (!/^[A-Za-z0-9_-]{1,120}$/.test(value)) throw new AppError("bad_request", INVALID_CURSOR_MESSAGE);
  const match = shape.exec(Buffer.from(value, "base64url").toString("utf8"));
  if (!match) throw new AppError("bad_request", INVALID_CURSOR_MESSAGE);
  return { createdAtMicros: match[1], id: match[2] };
}
