import { and, count, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { follows } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import { requireCreator } from "./creators";

export type FollowCounts = { follower_count: number; following_count: number };

/** Follows the creator; following twice is a no-op, so a double click cannot fail. */
export async function followCreator(db: Db, followerId: string, username: string): Promise<void> {
  const creator = await requireCreator(db, username);
  if (creator.id === followerId) throw new AppError("bad_request", "You cannot follow yourself");
  await db.insert(follows).values({ followerId, followeeId: creator.id }).onConflictDoNothing();
}

export async function unfollowCreator(db: Db, followerId: string, username: string): Promise<void> {
  const creator = await requireCreator(db, username);
  await db.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.followeeId, creator.id)));
}

export async function isFollowingCreator(db: Db, followerId: string, username: string): Promise<boolean> {
  const creator = await requireCreator(db, username);
  const [row] = await db
    .select({ followerId: follows.followerId })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, creator.id)))
    .limit(1);
  return Boolean(row);
}

export async function countFollows(db: Db, userId: string): Promise<FollowCounts> {
  const [[followers], [following]] = await Promise.all([
    db.select({ value: count() }).from(follows).where(eq(follows.followeeId, userId)),
    db.select({ value: count() }).from(follows).where(eq(follows.followerId, userId)),
  ]);
  return { follower_count: followers.value, following_count: following.value };
}
