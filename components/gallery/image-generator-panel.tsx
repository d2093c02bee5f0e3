import type { Db } from "@/db/client";
import { getCreditBalance } from "@/lib/credits/ledger";
import { env } from "@/lib/env";
import { listRecentImages } from "@/lib/gallery/recent-images";
import { ImageGenerator } from "./image-generator";

/** The image generator with Recent Generations, rendered with the user's balance and newest images. */
export async function ImageGeneratorPanel({ db, userId }: { db: Db; userId: string }) {
  const [credits, images] = await Promise.all([getCreditBalance(db, userId), listRecentImages(db, userId)]);
  return (
    <ImageGenerator
      userId={userId}
      initialCredits={credits}
      initialImages={images}
      previewProvider={env().IMAGE_PROVIDER === "preview"}
    />
  );
}
