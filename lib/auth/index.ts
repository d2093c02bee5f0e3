import NextAuth, { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { z } from "zod";
import { getDb } from "@/db/client";
import { appRateLimiter } from "@/lib/api/rate-limit";
import { authenticate } from "./authenticate";
import { authConfig } from "./config";
import { clientIp } from "./request-ip";

class ThrottledSignin extends CredentialsSignin {
  code = "throttled";
}

const credentialsSchema = z.object({ email: z.string().trim().min(1), password: z.string().min(1) });

export const { handlers, auth, signIn, signOut } = NextAuth({
  ...authConfig,
  logger: {
    // A wrong password is an expected outcome, not a server error worth a log line.
    error(error) {
      if (error instanceof CredentialsSignin) return;
      console.error("[auth]", error);
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
          if (result.reason === "throttled") throw new ThrottledSignin();
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
