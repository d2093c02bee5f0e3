import { z } from "zod";
import { getDb } from "@/db/client";
import { notFound } from "@/lib/errors";
import { apiRoute } from "@/lib/api/route";
import { readImageFile } from "@/lib/gallery/read-image-file";
import { readPropertyPhotoFile } from "@/lib/properties/property-photo";
import { getFileStorage } from "@/lib/storage/file-storage";

const params = z.object({ key: z.array(z.string()).min(1) });

/**
 * Serves stored image files: gallery images and property photos. Keys never change content
 * (a new image or upload gets a new key), so they are immutable. robots.txt lets crawlers in
 * here, though not into the rest of /api/: what a visitor without a session gets is public.
 */
export const GET = apiRoute({ access: "public", params }, async ({ user, params }) => {
  const key = params.key.join("/");
  const photo = await readPropertyPhotoFile(getDb(), getFileStorage(), key);
  const file = photo ? { ...photo, shared: true } : await readImageFile(getDb(), getFileStorage(), user, key);
  if (!file) throw notFound("Image not found");
  return new Response(Buffer.from(file.body), {
    headers: {
      "content-type": file.contentType,
      "cache-control": `${file.shared ? "public" : "private"}, max-age=31536000, immutable`,
      "x-content-type-options": "nosniff",
      // A private image reaches only its owner (or an admin); should its address travel, no index keeps it.
      ...(file.shared ? {} : { "x-robots-tag": "noindex" }),
    },
  });
});
