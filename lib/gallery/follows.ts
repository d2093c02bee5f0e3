import { and, count, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { follows } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { requireCreator } from "./creators";

export type FollowCounts = { follower_count: number; following_count: number };

/** Whether the follower follows the creator now, and the creator's follower count with it. */
export type FollowState = { isFollowing: boolean; follower_count: number };

async function followerCount(db: Db, creatorId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(follows).where(eq(follows.followeeId, creatorId));
  return row.value;
}

/** Follows the creator; following twice is a no-op, so a double click cannot fail. */
export async function followCreator(db: Db, followerId: string, username: string): Promise<FollowState> {
  const creator = await requireCreator(db, username);
  if (creator.id === followerId) throw new AppError("bad_request", "You cannot follow yourself");
  await db.insert(follows).values({ followerId, followeeId: creator.id }).onConflictDoNothing();
  return { isFollowing: true, follower_count: await followerCount(db, creator.id) };
}

export async function unfollowCreator(db: Db, followerId: string, username: string): Promise<FollowState> {
  const creator = await requireCreator(db, username);
  await db.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.followeeId, creator.id)));
  return { isFollowing: false, follower_count: await followerCount(db, creator.id) };
}

export async function followState(db: Db, followerId: string, username: string): Promise<FollowState> {
  const creator = await requireCreator(db, username);
  const [[row], follower_count] = await Promise.all([
    db
      .select({ followerId: follows.followerId })
      .from(follows)
      .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, creator.id)))
      .limit(1),
    followerCount(db, creator.id),
  ]);
  return { isFollowing: Boolean(row), follower_count };
}

export async function countFollows(db: Db, userId: string): Promise<FollowCounts> {
  const [follower_count, [following]] = await Promise.all([
    followerCount(db, userId),
    db.select({ value: count() }).from(follows).where(eq(follows.followerId, userId)),
  ]);
  return { follower_count, following_count: following.value };
}
