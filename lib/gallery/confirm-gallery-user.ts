import { z } from "zod";
import type { Db } from "@/db/client";
import { AppError } from "@/lib/errors";
import type { CurrentUser } from "@/lib/auth/current-user";
import { getCreditBalance } from "@/lib/credits/ledger";

/** `POST /api/create-user`: the spec's payload (§3), uid, email and username. */
export const createUserSchema = z.object({
  uid: z.uuid("uid must be your user id"),
  email: z.email("Enter a valid email address"),
  username: z.string("Enter a username").trim().min(1, "Enter a username"),
});

export type CreateUserInput = z.infer<typeof createUserSchema>;

/**
 * The account already exists from registration, so the spec's "create user" call checks the
 * payload names the signed-in account and sets up its gallery side: the sign-up credits.
 * It is idempotent, as the spec calls it again whenever a profile load answers 404.
 */
export async function confirmGalleryUser(db: Db, user: CurrentUser, input: CreateUserInput) {
  if (input.uid !== user.id) throw new AppError("forbidden", "Failed to create user in database: uid is not your account");
  if (input.email.toLowerCase() !== user.email.toLowerCase()) {
    throw new AppError("unprocessable_entity", "Failed to create user in database: email does not match your account", {
      email: ["The email does not match your account"],
    });
  }
  if (input.username.toLowerCase() !== user.anonymousUsername.toLowerCase()) {
    throw new AppError("conflict", "Failed to create user in database: change your username with /api/update-username", {
      username: ["The username does not match your account"],
    });
  }
  const credits = await getCreditBalance(db, user.id);
  return { ok: true, uid: user.id, email: user.email, username: user.anonymousUsername, credits };
}
