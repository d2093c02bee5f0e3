import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { images } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { everyAgentForAdmin, scopeIncludes } from "@/lib/auth/scope";
import type { FileStorage, StoredFile } from "@/lib/storage/file-storage";
import { parseImageKey } from "@/lib/storage/image-keys";

export type ImageFile = StoredFile & { shared: boolean };

/**
 * A stored image or thumbnail, if the viewer may see it: anyone for a public image that is
 * not hidden, only the owner (or an admin) otherwise. Everything else is null, a 404, so a
 * private image's existence is not revealed. `shared` says whether caches may keep it.
 */
export async function readImageFile(db: Db, storage: FileStorage, viewer: CurrentUser | null, key: string): Promise<ImageFile | null> {
  const parsed = parseImageKey(key);
  if (!parsed) return null;
  const [image] = await db
    .select({ visibility: images.visibility, hiddenAt: images.hiddenAt })
    .from(images)
    .where(and(eq(images.id, parsed.imageId), eq(images.userId, parsed.userId)));
  if (!image) return null;
  const shared = image.visibility === "public" && !image.hiddenAt;
  if (!shared && !(viewer && scopeIncludes(everyAgentForAdmin(viewer), parsed.userId))) return null;
  const file = await storage.get(key);
  return file ? { ...file, shared } : null;
}
