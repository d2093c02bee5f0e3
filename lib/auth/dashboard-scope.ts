import "server-only";
import { cookies } from "next/headers";
import type { DbOrTx } from "@/db/client";
import { actingScope, officeOrMine, SCOPE_VIEW_COOKIE, SCOPE_VIEWS, type ScopeView } from "./acting-scope";
import type { ActingUser, Scope } from "./scope";

export async function dashboardView(): Promise<ScopeView> {
  const value = (await cookies()).get(SCOPE_VIEW_COOKIE)?.value;
  return SCOPE_VIEWS.find((view) => view === value) ?? "mine";
}

/**
 * The scope of a dashboard list: the switch's view, or "mine" for someone the office view is not
 * (or no longer) for: a removed member's old cookie shows their own rows.
 */
export async function dashboardScope(db: DbOrTx, user: ActingUser, admin: "all" | "own" = "own"): Promise<Scope> {
  return (await dashboardView()) === "office" ? officeOrMine(db, user, admin) : actingScope(db, user, { view: "mine", admin });
}
