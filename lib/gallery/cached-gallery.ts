import "server-only";
import { unstable_cache } from "next/cache";
import { getDb } from "@/db/client";
import { GALLERY_PAGE_TAG, PUBLIC_PAGE_REVALIDATE_SECONDS, creatorPageTags } from "@/lib/page-cache/public-page-tags";
import { findCreator } from "./creators";
import { listPublicImages } from "./list-images";
import { getPublicProfile } from "./public-profile";

/**
 * The gallery's default view (no search, newest first), cached under the gallery's page tag: the
 * page that renders it carries the tag, so an image published, hidden, deleted or moderated, or
 * a user renamed, re-renders it (lib/page-cache).
 */
export const loadCachedGalleryPage = unstable_cache(() => listPublicImages(getDb(), {}, { sortBy: "newest" }), ["gallery-page"], {
  tags: [GALLERY_PAGE_TAG],
  revalidate: PUBLIC_PAGE_REVALIDATE_SECONDS,
});

/**
 * A creator's profile, or null for a username no one has. Which creator a username names is
 * cached under the gallery's tag (every user row change announces it, so a username taken or
 * given up shows at once, a 404 included); the profile under the creator's own tag (their
 * images, follows and profile).
 */
export async function loadCachedPublicProfile(username: string) {
  const creatorId = await unstable_cache(async () => (await findCreator(getDb(), username))?.id ?? null, ["creator-id", username], {
    tags: [GALLERY_PAGE_TAG],
    revalidate: PUBLIC_PAGE_REVALIDATE_SECONDS,
  })();
  if (!creatorId) return null;
  return unstable_cache(() => getPublicProfile(getDb(), username), ["public-profile", username], {
    tags: creatorPageTags(creatorId),
    revalidate: PUBLIC_PAGE_REVALIDATE_SECONDS,
  })();
}
