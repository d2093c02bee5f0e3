import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users, type User } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import { hashPassword } from "./password";
import type { RegisterInput, UpdateSettingsInput, UpdateUserInfoInput } from "./schemas";

const isUniqueViolation = (error: unknown, constraint: string) => {
  const cause = (error as { cause?: { code?: string; constraint_name?: string } }).cause ?? error;
  const pgError = cause as { code?: string; constraint_name?: string };
  return pgError.code === "23505" && pgError.constraint_name === constraint;
};

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
    if (isUniqueViolation(error, "users_anonymous_username_unique")) {
      throw new AppError("conflict", "That username is taken. Click New Name to draw another.", {
        anonymousUsername: ["That username is taken."],
      });
    }
    throw error;
  }
}

export type UserProfile = Pick<User, "id" | "email" | "anonymousUsername" | "bio" | "marketingEmails">;

export async function getUserProfile(db: Db, userId: string): Promise<UserProfile> {
  const [profile] = await db
    .select({
      id: users.id,
      email: users.email,
      anonymousUsername: users.anonymousUsername,
      bio: users.bio,
      marketingEmails: users.marketingEmails,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!profile) throw new AppError("not_found", "Failed to load user profile");
  return profile;
}

export async function updateUserInfo(db: Db, userId: string, input: UpdateUserInfoInput): Promise<void> {
  try {
    await db
      .update(users)
      .set({ anonymousUsername: input.newUsername, bio: input.bio, updatedAt: new Date() })
      .where(eq(users.id, userId));
  } catch (error) {
    if (isUniqueViolation(error, "users_anonymous_username_unique")) {
      throw new AppError("conflict", "That username is already taken", { newUsername: ["That username is already taken"] });
    }
    throw error;
  }
}

export async function updateUserSettings(db: Db, userId: string, input: UpdateSettingsInput): Promise<void> {
  await db.update(users).set({ marketingEmails: input.marketingEmails, updatedAt: new Date() }).where(eq(users.id, userId));
}
