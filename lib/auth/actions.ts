"use server";

import { cookies } from "next/headers";
import { getDb } from "@/db/client";
import { SIDE_APP_COOKIES } from "@/lib/auth/side-app-cookies";
import { auth, signOut } from "./index";
import { revokeSession } from "./revoke-session";

/** Revokes the server-side session, drops the side-app access grants, then clears the JWT. */
export async function signOutAction(): Promise<void> {
  const session = await auth();
  if (session?.sessionId) await revokeSession(getDb(), session.sessionId);
  const jar = await cookies();
  for (const name of SIDE_APP_COOKIES) jar.delete(name);
  await signOut({ redirectTo: "/" });
}
