import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users, type User } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { isUniqueViolation } from "@/db/pg-errors";
import { hashPassword } from "./password";
import type { RegisterInput, UpdateSettingsInput, UpdateBioInput, UserProfile } from "./schemas";

/** A username clash is caught by either the exact or the case-insensitive unique index. */
const isUsernameTaken = (error: unknown) =>
  isUniqueViolation(error, "users_anonymous_username_unique") ||
  isUniqueViolation(error, "users_anonymous_username_lower_unique");

export const USERNAME_TAKEN_MESSAGE = "That username is already taken";

export async function registerUser(db: Db, input: RegisterInput): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  try {
    const [user] = await db
      .insert(users)
      .values({ email: input.email, passwordHash, anonymousUsername: input.anonymousUsername })
      .returning();
    return user;
  } catch (error) {
    if (isUniqueViolation(error, "users_email_unique")) {
      throw new AppError("conflict", "An account with this email already exists. Please sign in instead.", {
        email: ["An account with this email already exists."],
      });
    }
    if (isUsernameTaken(error)) {
      throw new AppError("conflict", "That username is taken. Click New Name to draw another.", {
        anonymousUsername: ["That username is taken."],
      });
    }
    throw error;
  }
}

export async function getUserProfile(db: Db, userId: string): Promise<UserProfile> {
  const [profile] = await db
    .select({
      id: users.id,
      email: users.email,
      anonymousUsername: users.anonymousUsername,
      bio: users.bio,
      marketingEmails: users.marketingEmails,
      newImagesPrivate: users.newImagesPrivate,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!profile) throw new AppError("not_found", "Failed to load user profile");
  return profile;
}

export async function updateBio(db: Db, userId: string, input: UpdateBioInput): Promise<void> {
  await db.update(users).set({ bio: input.bio, updatedAt: new Date() }).where(eq(users.id, userId));
}

function rethrowUsernameTaken(error: unknown): never {
  if (isUsernameTaken(error)) {
    throw new AppError("conflict", USERNAME_TAKEN_MESSAGE, { newUsername: [USERNAME_TAKEN_MESSAGE] });
  }
  throw error;
}

/** PATCH /api/update-username: the signed-in user's own name, unique regardless of case. */
export async function updateUsername(db: Db, userId: string, newUsername: string): Promise<void> {
  try {
    const updated = await db
      .update(users)
      .set({ anonymousUsername: newUsername, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (updated.length === 0) throw new AppError("not_found", "Failed to load user profile");
  } catch (error) {
    rethrowUsernameTaken(error);
  }
}

export async function updateUserSettings(db: Db, userId: string, input: UpdateSettingsInput): Promise<void> {
  await db
    .update(users)
    .set({ marketingEmails: input.marketingEmails, newImagesPrivate: input.newImagesPrivate, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
