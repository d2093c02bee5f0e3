import type { NextRequest } from "next/server";
import { getDb } from "@/db/client";
import { isAppError } from "@/lib/errors";
import { errorResponse } from "@/lib/api/route";
import { assertSameOrigin } from "@/lib/api/request-guards";
import { auth, handlers } from "@/lib/auth";
import { revokeSession } from "@/lib/auth/revoke-session";
import { env } from "@/lib/env";

export const { GET } = handlers;

/**
 * Auth.js's own sign-out only clears the cookie; the server-side session is revoked here
 * too, so a copy of the JWT stops working. Only the app's own pages may sign someone out.
 */
export async function POST(req: NextRequest) {
  if (req.nextUrl.pathname.endsWith("/signout")) {
    try {
      assertSameOrigin(req.headers, env().APP_URL);
    } catch (error) {
      if (isAppError(error)) return errorResponse(error);
      throw error;
    }
    const session = await auth();
    if (session?.sessionId) await revokeSession(getDb(), session.sessionId);
  }
  return handlers.POST(req);
}
