import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { images, type Image } from "@/db/schema";
import { ownRows } from "@/lib/auth/scope";
import { notFound } from "@/lib/errors";

export const IMAGE_NOT_FOUND_MESSAGE = "Image not found";

export type DeletedImage = Pick<Image, "id" | "imageKey" | "thumbKey">;

const deletedColumns = { id: images.id, imageKey: images.imageKey, thumbKey: images.thumbKey };

/**
 * The owner deletes one of their images. Someone else's image answers 404 like a missing one,
 * so ids of private images cannot be probed.
 */
export async function deleteOwnImage(db: Db, ownerId: string, imageId: string): Promise<DeletedImage> {
  const [deleted] = await db
    .delete(images)
    .where(and(eq(images.id, imageId), ownRows(images.userId, ownerId)))
    .returning(deletedColumns);
  if (!deleted) throw notFound(IMAGE_NOT_FOUND_MESSAGE);
  return deleted;
}

export async function setOwnImageVisibility(
  db: Db,
  ownerId: string,
  imageId: string,
  visibility: Image["visibility"],
): Promise<void> {
  const updated = await db
    .update(images)
    .set({ visibility })
    .where(and(eq(images.id, imageId), ownRows(images.userId, ownerId)))
    .returning({ id: images.id });
  if (updated.length === 0) throw notFound(IMAGE_NOT_FOUND_MESSAGE);
}

/** Admin scope, explicitly: an admin deletes anyone's image. */
export async function deleteAnyImage(db: Db, imageId: string): Promise<DeletedImage> {
  const [deleted] = await db.delete(images).where(eq(images.id, imageId)).returning(deletedColumns);
  if (!deleted) throw notFound(IMAGE_NOT_FOUND_MESSAGE);
  return deleted;
}
