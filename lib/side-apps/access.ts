import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { AppError, NOT_SIGNED_IN_MESSAGE } from "@/lib/errors";
import { requireUser, type CurrentUser } from "@/lib/auth/current-user";
import { auth } from "@/lib/auth/index";
import { env } from "@/lib/env";
import { isValidAccessGrant, signAccessGrant } from "./access-grant";
import { checkAccessCode, type AccessCodeResult } from "./check-access-code";
import { SIDE_APPS, type SideApp } from "./side-apps";

export function accessCodeHash(app: SideApp): string | undefined {
  const config = env();
  return app === "create" ? config.CREATE_ACCESS_CODE_HASH : config.ORACLE_ACCESS_CODE_HASH;
}

function grantSecret(): string {
  const secret = env().AUTH_SECRET ?? process.env.AUTH_SECRET;
  if (!secret) throw new Error("AUTH_SECRET is not set: side-app grants are signed with it.");
  return secret;
}

/** Whether this browser passed the app's gate during its current sign-in session. */
export async function hasSideAppAccess(app: SideApp): Promise<boolean> {
  if (!accessCodeHash(app)) return false;
  const sessionId = (await auth())?.sessionId;
  if (!sessionId) return false;
  const grant = (await cookies()).get(SIDE_APPS[app].cookie)?.value;
  return isValidAccessGrant(grantSecret(), app, sessionId, grant);
}

/**
 * For the app's page: the signed-in user and whether the gate is already passed. An app
 * with no code configured is closed, so its page redirects like any denied visit.
 */
export async function loadSideAppPage(app: SideApp): Promise<{ user: CurrentUser; unlocked: boolean }> {
  const user = await requireUser();
  if (!accessCodeHash(app)) redirect(SIDE_APPS[app].deniedRedirect);
  return { user, unlocked: await hasSideAppAccess(app) };
}

/** For the app's API routes, after the wrapper's sign-in check. */
export async function assertSideAppAccess(app: SideApp): Promise<void> {
  if (!(await hasSideAppAccess(app))) {
    throw new AppError("forbidden", `Enter the ${SIDE_APPS[app].title} access code first.`);
  }
}

/** Checks a guess at the app's code and, when right, sets the session-scoped grant cookie. */
export async function unlockSideApp(input: { app: SideApp; code: string; userId: string; ip: string | null }): Promise<AccessCodeResult> {
  const result = await checkAccessCode({ ...input, hash: accessCodeHash(input.app) });
  if (!result.ok) return result;
  const sessionId = (await auth())?.sessionId;
  if (!sessionId) return { ok: false, error: NOT_SIGNED_IN_MESSAGE };
  (await cookies()).set(SIDE_APPS[input.app].cookie, signAccessGrant(grantSecret(), input.app, sessionId), {
    httpOnly: true,
    sameSite: "lax",
    secure: env().APP_URL.startsWith("https://"),
    path: "/",
  });
  return result;
}
