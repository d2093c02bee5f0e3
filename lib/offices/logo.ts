import "server-only";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { offices } from "@/db/schema";
import { logger } from "@/lib/observability/log";
import { encodePropertyPhoto } from "@/lib/properties/property-photo";
import type { FileStorage, StoredFile } from "@/lib/storage/file-storage";
import { officeLogoKey } from "@/lib/storage/image-keys";
import { requireManager, requireMembership } from "./offices";

/** Longest side of a stored logo, in pixels. */
export const OFFICE_LOGO_MAX_SIDE = 400;

/** Points the office at a new logo key (or none) under a row lock and returns the key it had. */
async function swapLogo(db: Db, officeId: string, logoKey: string | null): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ logoKey: offices.logoKey }).from(offices).where(eq(offices.id, officeId)).for("update");
    await tx.update(offices).set({ logoKey, updatedAt: new Date() }).where(eq(offices.id, officeId));
    return current?.logoKey ?? null;
  });
}

async function removeStoredLogo(storage: FileStorage, key: string | null) {
  if (!key) return;
  // The row no longer points at the file; a failed removal only leaves garbage.
  await storage.remove(key).catch((error: unknown) => logger.warn({ err: error, key }, "a replaced office logo could not be removed"));
}

/**
 * A manager uploads the office's logo: checked by its content like a property photo (JPEG, PNG or
 * WebP, at most 10 MB), scaled to fit 400 px and stored as WebP, replacing the one it had.
 */
export async function setOfficeLogo(db: Db, storage: FileStorage, userId: string, bytes: Buffer): Promise<void> {
  const { officeId } = await requireManager(db, userId);
  const encoded = await encodePropertyPhoto(bytes, OFFICE_LOGO_MAX_SIDE);
  const key = officeLogoKey(officeId, randomUUID());
  await storage.put(key, encoded, "image/webp");
  try {
    await removeStoredLogo(storage, await swapLogo(db, officeId, key));
  } catch (error) {
    await removeStoredLogo(storage, key);
    throw error;
  }
}

export async function removeOfficeLogo(db: Db, storage: FileStorage, userId: string): Promise<void> {
  const { officeId } = await requireManager(db, userId);
  await removeStoredLogo(storage, await swapLogo(db, officeId, null));
}

/** The logo of the member's own office, or null when it has none. */
export async function readOfficeLogo(db: Db, storage: FileStorage, userId: string): Promise<StoredFile | null> {
  const { officeId } = await requireMembership(db, userId);
  const [office] = await db.select({ logoKey: offices.logoKey }).from(offices).where(eq(offices.id, officeId));
  return office?.logoKey ? storage.get(office.logoKey) : null;
}
