import type { Image } from "@/db/schema";
import type { z } from "zod";
import type { imageJsonSchema } from "./schemas";
import { fileUrl } from "@/lib/storage/file-url";

export type ImageJson = z.infer<typeof imageJsonSchema>;

/** The spec's image shape (§3) for every API answer; URLs point at the file-serving route. */
export function toImageJson(
  image: Pick<Image, "id" | "imageKey" | "thumbKey" | "prompt" | "createdAt" | "visibility">,
  anonymousUsername: string,
): ImageJson {
  return {
    id: image.id,
    image_url: fileUrl(image.imageKey),
    thumbnail_url: fileUrl(image.thumbKey),
    prompt: image.prompt,
    created_at: image.createdAt.toISOString(),
    visibility: image.visibility,
    anonymous_username: anonymousUsername,
  };
}
