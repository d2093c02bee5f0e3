import { z } from "zod";

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;

/**
 * Names that would read as the product speaking, or collide with a route of its own.
 * Compared regardless of case.
 */
const RESERVED_USERNAMES = new Set(["admin", "administrator", "moderator", "showbook", "support", "system", "root", "me"]);

/** The rules as the account form shows them, in the order the checks run. */
export const USERNAME_RULES = [
  `${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters`,
  "Letters, numbers, dashes (-) and underscores (_) only",
  "Starts and ends with a letter or number",
  "Unique regardless of case: QuietOtter417 and quietotter417 are the same name",
  "Not a reserved name such as admin or support",
] as const;

/**
 * A username a person chooses in the account area. Uniqueness is checked by the database
 * (a unique index on lower(anonymous_username)); this schema checks the rest.
 */
export const usernameSchema = z
  .string({ error: "Username is required" })
  .trim()
  .min(USERNAME_MIN_LENGTH, `Username must be ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters`)
  .max(USERNAME_MAX_LENGTH, `Username must be ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters`)
  .regex(/^[A-Za-z0-9_-]+$/, "Username may contain letters, numbers, dashes and underscores only")
  .regex(/^[A-Za-z0-9](.*[A-Za-z0-9])?$/, "Username must start and end with a letter or number")
  .refine((value) => !RESERVED_USERNAMES.has(value.toLowerCase()), "That username is reserved");

/** The form a username is compared in, both by the database index and by lookups. */
export const normalizeUsername = (value: string) => value.trim().toLowerCase();
