import { z } from "zod";
import { isAnonymousUsername } from "./anonymous-username";
import { BIO_MAX_LENGTH } from "./profile-limits";
import { usernameSchema } from "./username-rules";

export const LOGIN_FAILED_MESSAGE = "Invalid login credentials. Please try again.";

export const emailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email("Enter a valid email address"))
  .transform((value) => value.toLowerCase());

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(256),
  callbackUrl: z.string().optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const PASSWORD_MIN = 8;

/**
 * Registration's fields, as the form checks them in the browser; the server's `registerSchema`
 * (register-schema.ts) adds the password-strength check, whose dictionaries stay on the server.
 */
export const registerFormSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: "Password is required" })
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(256, "Password must be at most 256 characters"),
  anonymousUsername: z
    .string({ error: "Click New Name to get a username" })
    .refine(isAnonymousUsername, "Click New Name to get a username"),
  /** Where to go once registered (a path of this site; anything else goes to the start page). */
  callbackUrl: z.string().max(2000).optional(),
});
export type RegisterInput = z.infer<typeof registerFormSchema>;

export const updateBioSchema = z.object({
  bio: z.string().trim().max(BIO_MAX_LENGTH, `Bio must be at most ${BIO_MAX_LENGTH} characters`).default(""),
});
export type UpdateBioInput = z.infer<typeof updateBioSchema>;

export const updateUsernameSchema = z.object({ newUsername: usernameSchema });
export type UpdateUsernameInput = z.infer<typeof updateUsernameSchema>;

const checkbox = z.preprocess((value) => value === true || value === "on" || value === "true", z.boolean());

/** An unchecked checkbox is absent from the form, so absence means false. */
export const updateSettingsSchema = z.object({
  marketingEmails: checkbox,
  newImagesPrivate: checkbox,
});
export type UpdateSettingsInput = z.infer<typeof updateSettingsSchema>;

/** The account pages' own user: who they are and the settings they edit. */
export type UserProfile = { id: string; email: string; anonymousUsername: string; bio: string; marketingEmails: boolean; newImagesPrivate: boolean };

/**
 * Only same-site relative paths are followed after sign-in, and only in printable ASCII (as the
 * app's own links are, percent-encoded): a control character could not go into the redirect's
 * header, and browsers drop tabs and newlines, which would turn "/\n/evil.example" into "//evil.example".
 */
export function safeCallbackPath(value: string | undefined, fallback: string): string {
  if (!value || !/^\/[\x21-\x7e]*$/.test(value) || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  return value;
}
