import type { Db } from "@/db/client";
import { requireCreator } from "./creators";
import { countFollows, type FollowCounts } from "./follows";
import { listPublicImages, type ImagePage } from "./list-images";

export type PublicProfile = FollowCounts & { anonymous_username: string; bio: string; created_at: string };

/** GET /api/public-profile/{username} and /profile/{username}: the creator and their public images only. */
export async function getPublicProfile(
  db: Db,
  username: string,
  cursor?: string,
): Promise<ImagePage & { profile: PublicProfile; creatorId: string }> {
  const creator = await requireCreator(db, username);
  const [counts, page] = await Promise.all([
    countFollows(db, creator.id),
    listPublicImages(db, { creatorId: creator.id }, { cursor }),
  ]);
  return {
    creatorId: creator.id,
    profile: {
      anonymous_username: creator.anonymousUsername,
      bio: creator.bio,
      created_at: creator.createdAt.toISOString(),
      ...counts,
    },
    ...page,
  };
}
