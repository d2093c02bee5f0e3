import { randomInt } from "node:crypto";
import type { Db } from "@/db/client";
import { isAppError } from "@/lib/errors";
import { generateImage, type GeneratedImage } from "@/lib/gallery/generate-image";
import type { GenerateVariationsInput } from "./variations-input";

type Services = Parameters<typeof generateImage>[1];

const SEED_LIMIT = 2_147_483_647;
// A large prime step keeps the seeds of one batch apart and distinct.
const SEED_STEP = 1_000_003;

/** `count` different seeds starting from `base`, all within the providers' seed range. */
export function variationSeeds(base: number, count: number): number[] {
  return Array.from({ length: count }, (_, index) => (base + index * SEED_STEP) % SEED_LIMIT);
}

/**
 * A batch of one prompt with different seeds. Each image is one generation of the gallery
 * (one credit, refunded if it fails); when credits run out part-way, the images already
 * made are kept and the reason is returned with them.
 */
export async function generateVariations(
  db: Db,
  services: Services,
  userId: string,
  input: GenerateVariationsInput,
): Promise<{ images: GeneratedImage[]; stoppedBy: string | null }> {
  const { count, ...generation } = input;
  const images: GeneratedImage[] = [];
  for (const seed of variationSeeds(input.seed ?? randomInt(SEED_LIMIT), count)) {
    try {
      images.push(await generateImage(db, services, userId, { ...generation, seed }));
    } catch (error) {
      if (images.length && isAppError(error) && error.code === "payment_required") {
        return { images, stoppedBy: error.message };
      }
      throw error;
    }
  }
  return { images, stoppedBy: null };
}
