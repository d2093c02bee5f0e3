import { z } from "zod";
import { getDb } from "@/db/client";
import { notFound } from "@/lib/api/errors";
import { apiRoute } from "@/lib/api/route";
import { readImageFile } from "@/lib/gallery/read-image-file";
import { getFileStorage } from "@/lib/storage/file-storage";

const params = z.object({ key: z.array(z.string()).min(1) });

/** Serves stored image files. Keys never change content (a new image gets a new key), so they are immutable. */
export const GET = apiRoute({ access: "public", params }, async ({ user, params }) => {
  const file = await readImageFile(getDb(), getFileStorage(), user, params.key.join("/"));
  if (!file) throw notFound("Image not found");
  return new Response(Buffer.from(file.body), {
    headers: {
      "content-type": file.contentType,
      "cache-control": `${file.shared ? "public" : "private"}, max-age=31536000, immutable`,
      "x-content-type-options": "nosniff",
    },
  });
});
