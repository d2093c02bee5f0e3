import "server-only";
import { cookies } from "next/headers";
import type { DbOrTx } from "@/db/client";
import { isAppError } from "@/lib/errors";
import { actingScope, SCOPE_VIEWS, type ScopeView } from "./acting-scope";
import type { ActingUser, Scope } from "./scope";

/** The dashboard's "Mine / Office" switch, kept in a cookie so every page shows the same view. */
export const SCOPE_VIEW_COOKIE = "showbook-view";

export async function dashboardView(): Promise<ScopeView> {
  const value = (await cookies()).get(SCOPE_VIEW_COOKIE)?.value;
  return SCOPE_VIEWS.find((view) => view === value) ?? "mine";
}

/**
 * The scope of a dashboard list: the switch's view, or "mine" for someone the office view is not
 * (or no longer) for: a removed member's old cookie shows their own rows.
 */
export async function dashboardScope(db: DbOrTx, user: ActingUser, admin: "all" | "own" = "own"): Promise<Scope> {
  const view = await dashboardView();
  try {
    return await actingScope(db, user, { view, admin });
  } catch (error) {
    if (view === "office" && isAppError(error) && error.code === "forbidden") return actingScope(db, user, { view: "mine", admin });
    throw error;
  }
}
