import type { NextAuthConfig } from "next-auth";

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * The part of the Auth.js configuration that needs no database, shared by proxy.ts
 * (which only reads the JWT to redirect) and the full configuration in ./index.ts.
 */
export const authConfig = {
  trustHost: true,
  secret: process.env.AUTH_SECRET,
  pages: { signIn: "/login" },
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  useSecureCookies: (process.env.APP_URL ?? "").startsWith("https://"),
  providers: [],
  callbacks: {
    jwt({ token, user }) {
      if (user) {
        token.uid = user.id;
        token.sid = (user as { sessionId?: string }).sessionId;
      }
      return token;
    },
    session({ session, token }) {
      if (typeof token.uid === "string") session.user.id = token.uid;
      if (typeof token.sid === "string") session.sessionId = token.sid;
      return session;
    },
  },
} satisfies NextAuthConfig;

declare module "next-auth" {
  interface Session {
    sessionId?: string;
  }
}
