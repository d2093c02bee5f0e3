"use server";

import { AuthError, CredentialsSignin } from "next-auth";
import { getDb } from "@/db/client";
import { publicAction } from "@/lib/api/action";
import { LOGIN_THROTTLED_MESSAGE } from "@/lib/api/rate-limit-rules";
import { signIn } from "@/lib/auth";
import {
  LOGIN_FAILED_MESSAGE,
  loginSchema,
  registerSchema,
  safeCallbackPath,
} from "@/lib/auth/schemas";
import { sendVerificationEmail } from "@/lib/auth/email-verification";
import { registerUser } from "@/lib/auth/users";
import { env } from "@/lib/env";
import { PRODUCT_SLUG } from "@/lib/constants";

export const loginAction = publicAction(loginSchema, async ({ email, password, callbackUrl }) => {
  try {
    await signIn("credentials", { email, password, redirectTo: safeCallbackPath(callbackUrl, "/overview") });
  } catch (error) {
    if (error instanceof CredentialsSignin && error.code === "throttled") {
      return { ok: false, error: LOGIN_THROTTLED_MESSAGE };
    }
    if (error instanceof AuthError) return { ok: false, error: LOGIN_FAILED_MESSAGE };
    throw error;
  }
  return null;
});

export const registerAction = publicAction(registerSchema, async (input) => {
  const user = await registerUser(getDb(), input);
  await sendVerificationEmail(getDb(), user, env().APP_URL);
  await signIn("credentials", { email: input.email, password: input.password, redirectTo: `/${PRODUCT_SLUG}` });
  return null;
});
