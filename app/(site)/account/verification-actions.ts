"use server";

import { z } from "zod";
import { getDb } from "@/db/client";
import { userAction } from "@/lib/api/action";
import { isEmailVerified, sendVerificationEmail } from "@/lib/auth/email-verification";
import { env } from "@/lib/env";

export const resendVerificationAction = userAction(
  z.object({}),
  async (_input, user) => {
    if (await isEmailVerified(getDb(), user.id)) return { ok: true, data: undefined, message: "Your e-mail address is already verified." };
    await sendVerificationEmail(getDb(), user, env().APP_URL);
    return { ok: true, data: undefined, message: `Verification e-mail sent to ${user.email}` };
  },
  { limit: { verificationEmailsPerUser: "user" } },
);
