import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { notFound } from "@/lib/errors";
import { normalizeUsername } from "@/lib/auth/username-rules";

export const PROFILE_NOT_FOUND_MESSAGE = "Profile not found";

export type Creator = { id: string; anonymousUsername: string; bio: string; createdAt: Date };

/** A creator by username, regardless of case (served by the lower(anonymous_username) index). */
export async function findCreator(db: Db, username: string): Promise<Creator | null> {
  const [creator] = await db
    .select({ id: users.id, anonymousUsername: users.anonymousUsername, bio: users.bio, createdAt: users.createdAt })
    .from(users)
    .where(eq(sql`lower(${users.anonymousUsername})`, normalizeUsername(username)))
    .limit(1);
  return creator ?? null;
}

export async function requireCreator(db: Db, username: string): Promise<Creator> {
  const creator = await findCreator(db, username);
  if (!creator) throw notFound(PROFILE_NOT_FOUND_MESSAGE);
  return creator;
}
