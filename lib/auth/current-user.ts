import "server-only";
import { and, eq, gt, isNull } from "drizzle-orm";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { getDb } from "@/db/client";
import { sessions, users } from "@/db/schema";
import { isAdminEmail } from "@/lib/env";
import { setRequestUser } from "@/lib/observability/log";
import { auth } from "./index";

export type CurrentUser = {
  id: string;
  email: string;
  anonymousUsername: string;
  isAdmin: boolean;
};

/** Auth.js's session cookie: `__Secure-` prefixed over https, split into `.0`, `.1`… when large. */
const SESSION_COOKIE = /^(?:__Secure-)?authjs\.session-token(?:\.\d+)?$/;

/**
 * The signed-in user, or null. A request without a session cookie has no session, and Auth.js
 * is not asked (a public write such as a hold skips its work). The JWT alone is not trusted:
 * its server-side session must still be open, so signing out revokes it everywhere.
 */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  if (!(await cookies()).getAll().some(({ name }) => SESSION_COOKIE.test(name))) return null;
  const session = await auth();
  const sessionId = session?.sessionId;
  if (!sessionId) return null;
  const [row] = await getDb()
    .select({ id: users.id, email: users.email, anonymousUsername: users.anonymousUsername })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row) return null;
  setRequestUser(row.id);
  return { ...row, isAdmin: isAdminEmail(row.email) };
});

/** For protected pages and layouts: the user, or a redirect to /login. */
export async function requireUser(): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user) redirect("/login");
  return user;
}
