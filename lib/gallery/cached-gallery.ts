import "server-only";
import { unstable_cache } from "next/cache";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";
import { getDb } from "@/db/client";
import { GALLERY_PAGE_TAG, PUBLIC_PAGE_REVALIDATE_SECONDS, creatorPageTags } from "@/lib/page-cache/public-page-tags";
import { findCreator } from "./creators";
import { listPublicImages, type ImagePage } from "./list-images";
import { getPublicProfile } from "./public-profile";

/**
 * The gallery's default view (no search, newest first), cached under the gallery's page tag: the
 * page that renders it carries the tag, so an image published, hidden, deleted or moderated, or
 * a user renamed, re-renders it (lib/page-cache). The build prerenders the page (a path with no
 * parameters) without a database: it gets an empty gallery, which is never served, as every
 * web process takes a `public:` page older than its own start as stale.
 */
export const loadCachedGalleryPage = unstable_cache(
  async (): Promise<ImagePage> =>
    process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD ? { images: [], next_cursor: null } : listPublicImages(getDb(), {}, { sortBy: "newest" }),
  ["gallery-page"],
  { tags: [GALLERY_PAGE_TAG], revalidate: PUBLIC_PAGE_REVALIDATE_SECONDS },
);

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
