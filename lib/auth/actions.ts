"use server";

import { and, eq, isNull } from "drizzle-orm";
import { cookies } from "next/headers";
import { getDb } from "@/db/client";
import { sessions } from "@/db/schema";
import { SIDE_APP_COOKIES } from "@/lib/auth/side-app-cookies";
import { auth, signOut } from "./index";

/** Revokes the server-side session, drops the side-app access grants, then clears the JWT. */
export async function signOutAction(): Promise<void> {
  const session = await auth();
  if (session?.sessionId) {
    await getDb()
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.id, session.sessionId), isNull(sessions.revokedAt)));
  }
  const jar = await cookies();
  for (const name of SIDE_APP_COOKIES) jar.delete(name);
  await signOut({ redirectTo: "/" });
}
