"use server";

import { cookies } from "next/headers";
import { z } from "zod";
import { getDb } from "@/db/client";
import { userAction } from "@/lib/api/action";
import { actingScope, SCOPE_VIEWS } from "@/lib/auth/acting-scope";
import { SCOPE_VIEW_COOKIE } from "@/lib/auth/acting-scope";
import { env } from "@/lib/env";

const viewSchema = z.object({ view: z.enum(SCOPE_VIEWS, { message: 'The view must be "mine" or "office"' }) });

/**
 * The dashboard's "Mine / Office" switch: keeps the view in a cookie read by every dashboard
 * page. The office view is refused (with its reason) to whoever it is not for.
 */
export const setDashboardViewAction = userAction(viewSchema, async ({ view }, user) => {
  await actingScope(getDb(), user, { view, admin: "own" });
  (await cookies()).set(SCOPE_VIEW_COOKIE, view, {
    httpOnly: true,
    sameSite: "lax",
    secure: env().APP_URL.startsWith("https://"),
    path: "/",
    maxAge: 365 * 24 * 60 * 60,
  });
  return { ok: true, data: undefined };
});
