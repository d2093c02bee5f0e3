import { createHmac, timingSafeEqual } from "node:crypto";
import type { SideApp } from "./side-apps";

/**
 * The grant cookie's value: an HMAC of the app and the sign-in session id. It is worthless
 * for another app, another session, or after sign-out revokes the session.
 */
export function signAccessGrant(secret: string, app: SideApp, sessionId: string): string {
  return createHmac("sha256", secret).update(`side-app:${app}:${sessionId}`).digest("base64url");
}

export function isValidAccessGrant(secret: string, app: SideApp, sessionId: string, value: string | undefined): boolean {
  if (!value) return false;
  const expected = Buffer.from(signAccessGrant(secret, app, sessionId));
  const given = Buffer.from(value);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
