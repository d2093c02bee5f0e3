import { z } from "zod";
import { isAnonymousUsername } from "./anonymous-username";

export const LOGIN_FAILED_MESSAGE = "Invalid login credentials. Please try again.";
export const LOGIN_THROTTLED_MESSAGE = "Too many failed sign-in attempts. Please wait 15 minutes and try again.";

const email = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email("Enter a valid email address"))
  .transform((value) => value.toLowerCase());

export const loginSchema = z.object({
  email,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(256),
  callbackUrl: z.string().optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  email,
  password: z
    .string({ error: "Password is required" })
    .min(8, "Password must be at least 8 characters")
    .max(256, "Password must be at most 256 characters"),
  anonymousUsername: z
    .string({ error: "Click New Name to get a username" })
    .refine(isAnonymousUsername, "Click New Name to get a username"),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const updateUserInfoSchema = z.object({
  bio: z.string().trim().max(500, "Bio must be at most 500 characters").default(""),
  newUsername: z
    .string()
    .trim()
    .min(3, "Username must be 3 to 30 characters")
    .max(30, "Username must be 3 to 30 characters")
    .regex(/^[A-Za-z0-9_-]+$/, "Username may contain letters, numbers, dashes and underscores only"),
});
export type UpdateUserInfoInput = z.infer<typeof updateUserInfoSchema>;

export const updateSettingsSchema = z.object({
  marketingEmails: z.preprocess((value) => value === true || value === "on" || value === "true", z.boolean()),
});
export type UpdateSettingsInput = z.infer<typeof updateSettingsSchema>;

/** Only same-site relative paths are followed after sign-in. */
export function safeCallbackPath(value: string | undefined, fallback: string): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  return value;
}
