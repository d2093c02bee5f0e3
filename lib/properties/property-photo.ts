import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { properties } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { fileUrl } from "@/lib/storage/file-url";
import type { FileStorage, StoredFile } from "@/lib/storage/file-storage";
import { parsePropertyPhotoKey, propertyPhotoKey } from "@/lib/storage/image-keys";
import { inScope, type Scope } from "@/lib/auth/scope";
import { isUuid } from "@/lib/ids";
import { MAX_PROPERTY_PHOTO_BYTES, PHOTO_MESSAGES, PROPERTY_PHOTO_MAX_SIDE } from "./photo-rules";
import { logger } from "@/lib/observability/log";

const ACCEPTED = new Set(["jpg", "png", "webp"]);
const NOT_FOUND = "Property not found";

/**
 * The upload as it is stored: checked by its content (never its name), turned upright,
 * scaled to fit `maxSide` (PROPERTY_PHOTO_MAX_SIDE) and re-encoded as WebP, which drops its metadata
 * (camera, GPS) and anything hidden in the original file.
 */
export async function encodePropertyPhoto(bytes: Buffer, maxSide = PROPERTY_PHOTO_MAX_SIDE): Promise<Buffer> {
  if (bytes.length === 0) throw new AppError("bad_request", PHOTO_MESSAGES.empty);
  if (bytes.length > MAX_PROPERTY_PHOTO_BYTES) throw new AppError("payload_too_large", PHOTO_MESSAGES.tooLarge);
  // Loaded on an upload, not with the routes that serve photos (together some 30 MiB per web process).
  const [{ fileTypeFromBuffer }, { default: sharp }] = await Promise.all([import("file-type"), import("sharp")]);
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !ACCEPTED.has(detected.ext)) throw new AppError("unprocessable_entity", PHOTO_MESSAGES.unsupported);
  try {
    return await sharp(bytes)
      .rotate()
      .resize(maxSide, maxSide, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError("unprocessable_entity", PHOTO_MESSAGES.corrupt);
  }
}

/** The storage key behind a photo URL of ours, or null (no photo, or one set by other means). */
function storedKeyOf(photoUrl: string | null): string | null {
  const key = photoUrl?.startsWith(fileUrl("")) ? photoUrl.slice(fileUrl("").length) : null;
  return key && parsePropertyPhotoKey(key) ? key : null;
}

/** Points the property at `photoUrl` (or none) and returns the URL it had: under a row lock, so racing changes queue. */
async function swapPhoto(db: Db, scope: Scope, propertyId: string, photoUrl: string | null): Promise<string | null> {
  if (!isUuid(propertyId)) throw new AppError("not_found", NOT_FOUND);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ propertyPhoto: properties.propertyPhoto })
      .from(properties)
      .where(and(eq(properties.id, propertyId), inScope(properties.agentId, scope, properties.id)))
      .for("update");
    if (!current) throw new AppError("not_found", NOT_FOUND);
    await tx.update(properties).set({ propertyPhoto: photoUrl, updatedAt: new Date() }).where(eq(properties.id, propertyId));
    return current.propertyPhoto;
  });
}

/** Removes the stored file behind a photo URL the property no longer shows (none for other URLs). */
export async function removeStoredPhoto(storage: FileStorage, photoUrl: string | null): Promise<void> {
  const key = storedKeyOf(photoUrl);
  if (!key) return;
  // The row no longer points at the file, so it is already unreachable; a failed removal only leaves garbage.
  await storage.remove(key).catch((error: unknown) => logger.warn({ err: error, key }, "a replaced property photo could not be removed"));
}

/** Stores a new photo for the user's property (any property for an admin) and removes the one it replaces. */
export async function setPropertyPhoto(db: Db, storage: FileStorage, scope: Scope, propertyId: string, bytes: Buffer): Promise<string> {
  if (!isUuid(propertyId)) throw new AppError("not_found", NOT_FOUND);
  const [owned] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), inScope(properties.agentId, scope, properties.id)));
  if (!owned) throw new AppError("not_found", NOT_FOUND);
  const encoded = await encodePropertyPhoto(bytes);
  const key = propertyPhotoKey(propertyId, randomUUID());
  await storage.put(key, encoded, "image/webp");
  const url = fileUrl(key);
  try {
    await removeStoredPhoto(storage, await swapPhoto(db, scope, propertyId, url));
  } catch (error) {
    await removeStoredPhoto(storage, url);
    throw error;
  }
  return url;
}

/** Takes the photo off the user's property and removes its file. */
export async function removePropertyPhoto(db: Db, storage: FileStorage, scope: Scope, propertyId: string): Promise<void> {
  await removeStoredPhoto(storage, await swapPhoto(db, scope, propertyId, null));
}

/** A property photo's file, while its property still shows it: photos are public, like the booking page. */
export async function readPropertyPhotoFile(db: Db, storage: FileStorage, key: string): Promise<StoredFile | null> {
  const parsed = parsePropertyPhotoKey(key);
  if (!parsed) return null;
  const [property] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, parsed.propertyId), eq(properties.propertyPhoto, fileUrl(key))));
  return property ? storage.get(key) : null;
}
