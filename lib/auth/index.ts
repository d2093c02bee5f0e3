import "server-only";
import NextAuth, { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { z } from "zod";
import { getDb } from "@/db/client";
import { appRateLimiter } from "@/lib/rate-limit/rate-limit";
import type { RateLimitName } from "@/lib/rate-limit/rules";
import { authenticate } from "./authenticate";
import { authConfig } from "./config";
import { clientIp } from "@/lib/request-ip";
import { logger } from "@/lib/observability/log";

/** A sign-in refused by a rate limit; its code names the limit, whose message the sign-in form shows. */
class ThrottledSignin extends CredentialsSignin {
  constructor(limit: RateLimitName) {
    super();
    this.code = limit;
  }
}

const credentialsSchema = z.object({ email: z.string().trim().min(1), password: z.string().min(1) });

export const { handlers, auth, signIn, signOut } = NextAuth({
  ...authConfig,
  logger: {
    // A wrong password is an expected outcome, not a server error worth a log line.
    error(error) {
      if (error instanceof CredentialsSignin) return;
      logger.error({ err: error }, "sign-in failed");
    },
  },
  providers: [
    Credentials({
      credentials: { email: { type: "email" }, password: { type: "password" } },
      async authorize(credentials, request) {
        const parsed = credentialsSchema.safeParse(credentials);
        if (!parsed.success) return null;
        const result = await authenticate(getDb(), appRateLimiter(), {
          ...parsed.data,
          ip: clientIp(request.headers),
          userAgent: request.headers.get("user-agent"),
        });
        if (!result.ok) {
          if (result.reason === "throttled") throw new ThrottledSignin(result.limit);
          return null;
        }
        return {
          id: result.user.id,
          email: result.user.email,
          name: result.user.anonymousUsername,
          sessionId: result.sessionId,
        };
      },
    }),
  ],
});
