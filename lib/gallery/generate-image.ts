import { randomInt, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { images, users } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { refundCredit, spendCredit } from "@/lib/credits/ledger";
import type { FileStorage } from "@/lib/storage/file-storage";
import { imageKeys } from "@/lib/storage/image-keys";
import { applyFilter, makeThumbnail } from "./filters";
import type { GenerateImageInput } from "./generate-input";
import { toImageJson, type ImageJson } from "./image-json";
import { IMAGE_SIDE } from "./options";
import { ProviderError, type ImageProvider } from "./providers/provider";

type Services = { provider: ImageProvider; storage: FileStorage };

export type GeneratedImage = {
  imageUrl: string;
  usedParams: {
    prompt: string;
    negative_prompt: string;
    style: string;
    filter: string;
    image_size: string;
    restore_faces: boolean;
    seed: number;
    provider: ImageProvider["name"];
  };
  image: ImageJson;
  credits: number;
};

/** Draws the picture, applies the filter and stores both files; a provider failure becomes a 502 in words. */
async function renderAndStore({ provider, storage }: Services, keys: ReturnType<typeof imageKeys>, input: GenerateImageInput, seed: number) {
  let png: Buffer;
  try {
    png = await provider.generate({
      prompt: input.prompt,
      negativePrompt: input.negative_prompt,
      style: input.style,
      seed,
      width: IMAGE_SIDE,
      height: IMAGE_SIDE,
      restoreFaces: input.restore_faces,
    });
  } catch (error) {
    if (error instanceof ProviderError) throw new AppError("bad_gateway", error.message);
    throw error;
  }
  const filtered = await applyFilter(png, input.filter);
  await storage.put(keys.imageKey, filtered, "image/png");
  await storage.put(keys.thumbKey, await makeThumbnail(filtered), "image/webp");
}

/**
 * One generation: a credit is spent first (so parallel requests cannot overdraw), then the
 * picture is made and stored, then its row is written. Any failure after the spend removes
 * the files and refunds the credit: no credit without an image, no file without its row.
 */
export async function generateImage(db: Db, services: Services, userId: string, input: GenerateImageInput): Promise<GeneratedImage> {
  const [owner] = await db
    .select({ anonymousUsername: users.anonymousUsername, newImagesPrivate: users.newImagesPrivate })
    .from(users)
    .where(eq(users.id, userId));
  if (!owner) throw new AppError("unauthorized", "No authenticated user found");

  const imageId = randomUUID();
  const seed = input.seed ?? randomInt(2_147_483_647);
  const keys = imageKeys(userId, imageId);
  const reference = `image:${imageId}`;
  const credits = await spendCredit(db, userId, reference);
  try {
    await renderAndStore(services, keys, input, seed);
    const [image] = await db
      .insert(images)
      .values({
        id: imageId,
        userId,
        prompt: input.prompt,
        negativePrompt: input.negative_prompt,
        style: input.style,
        filter: input.filter,
        seed,
        width: IMAGE_SIDE,
        height: IMAGE_SIDE,
        provider: services.provider.name,
        ...keys,
        visibility: owner.newImagesPrivate ? "private" : "public",
      })
      .returning();
    const json = toImageJson(image, owner.anonymousUsername);
    return {
      imageUrl: json.image_url,
      usedParams: {
        prompt: input.prompt,
        negative_prompt: input.negative_prompt,
        style: input.style,
        filter: input.filter,
        image_size: input.image_size,
        restore_faces: input.restore_faces,
        seed,
        provider: services.provider.name,
      },
      image: json,
      credits,
    };
  } catch (error) {
    await Promise.allSettled([services.storage.remove(keys.imageKey), services.storage.remove(keys.thumbKey)]);
    await refundCredit(db, userId, reference);
    throw error;
  }
}
