"use server";

import { AuthError, CredentialsSignin } from "next-auth";
import { getDb } from "@/db/client";
import { publicAction } from "@/lib/api/action";
import { RATE_LIMITS, type RateLimitName } from "@/lib/rate-limit/rules";
import { signIn } from "@/lib/auth";
import { registerSchema } from "@/lib/auth/register-schema";
import { LOGIN_FAILED_MESSAGE, loginSchema, safeCallbackPath } from "@/lib/auth/schemas";
import { sendVerificationEmail } from "@/lib/auth/email-verification";
import { registerUser } from "@/lib/auth/users";
import { mailboxOf } from "@/lib/bookings/mailbox";
import { env } from "@/lib/env";
import { PRODUCT_SLUG } from "@/lib/constants";

export const loginAction = publicAction(loginSchema, async ({ email, password, callbackUrl }) => {
  try {
    await signIn("credentials", { email, password, redirectTo: safeCallbackPath(callbackUrl, "/overview") });
  } catch (error) {
    // A refusal by a rate limit carries the limit's name (lib/auth/index.ts).
    const limit = refusingLimit(error);
    if (limit) return { ok: false, error: limit.message };
    // Shown on the password field: the e-mail is kept, and which of the two was wrong is not told.
    if (error instanceof AuthError) return { ok: false, error: LOGIN_FAILED_MESSAGE, issues: { password: [LOGIN_FAILED_MESSAGE] } };
    throw error;
  }
  return null;
});

/** The rate limit of a sign-in it refused (its code names it), or undefined. */
const refusingLimit = (error: unknown) =>
  error instanceof CredentialsSignin && Object.hasOwn(RATE_LIMITS, error.code) ? RATE_LIMITS[error.code as RateLimitName] : undefined;

/**
 * Registration, limited per client address and per mailbox (an address's aliases count as one,
 * each registration sends that mailbox a verification e-mail). The account is made before the
 * sign-in: a sign-in refused then (the address's failed sign-ins are limited) says so.
 */
export const registerAction = publicAction(
  registerSchema,
  async (input) => {
    const user = await registerUser(getDb(), input);
    await sendVerificationEmail(getDb(), user, env().APP_URL);
    try {
      await signIn("credentials", { email: input.email, password: input.password, redirectTo: safeCallbackPath(input.callbackUrl, `/${PRODUCT_SLUG}`) });
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      const limit = refusingLimit(error);
      return { ok: false, error: `Your account has been created, but you could not be signed in. ${limit ? limit.message : "Please sign in."}` };
    }
    return null;
  },
  { limit: { registrationsPerIp: "ip", registrationsPerMailbox: ({ input }) => mailboxOf(input.email) } },
);
