import { randomUUID } from "node:crypto";
import type { Db } from "@/db/client";
import { images, type Image, type NewImage } from "@/db/schema";

/** A stored image row (no file behind it); tests give createdAt explicitly to order pages. */
export async function createImage(
  db: Db,
  userId: string,
  overrides: Partial<NewImage> & Pick<NewImage, "createdAt">,
): Promise<Image> {
  const id = randomUUID();
  const [image] = await db
    .insert(images)
    .values({
      id,
      userId,
      prompt: "a lighthouse at dusk",
      style: "Cinematic",
      filter: "Default",
      seed: 42,
      width: 512,
      height: 512,
      provider: "preview",
      imageKey: `images/${userId}/${id}.png`,
      thumbKey: `images/${userId}/${id}.webp`,
      visibility: "public",
      ...overrides,
    })
    .returning();
  return image;
}
