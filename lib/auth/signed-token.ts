import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { isUuid } from "@/lib/ids";

/**
 * Links that act without a session (approve a showing from an e-mail, verify an address,
 * stop owner notices) carry their claim and an HMAC of it under AUTH_SECRET, so they cannot
 * be forged or altered. `purpose` is signed too: a token for one action never passes for another.
 */
export type TokenClaim = { purpose: string; subject: string; expiresAt: Date };

function signingSecret(): string {
  const secret = env().AUTH_SECRET;
  if (!secret) throw new Error("AUTH_SECRET is not set: signed links need it");
  return secret;
}

const mac = (payload: string) => createHmac("sha256", signingSecret()).update(payload).digest("base64url");

export function signToken({ purpose, subject, expiresAt }: TokenClaim): string {
  const payload = Buffer.from(JSON.stringify([purpose, subject, Math.floor(+expiresAt / 1000)])).toString("base64url");
  return `${payload}.${mac(payload)}`;
}

/** The subject of a token signed for `purpose` and not yet expired, else null. */
export function verifyToken(token: string, purpose: string, now = new Date()): string | null {
  if (token.length > 500) return null;
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const [signedPurpose, subject, expiresAt] = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as [string, string, number];
    if (signedPurpose !== purpose || typeof subject !== "string" || expiresAt * 1000 <= +now) return null;
    return subject;
  } catch {
    return null;
  }
}

/** A listing and one of its people (owner, resident) at a link version: what a renewable link of theirs is signed for. */
export type ListingLinkSubject = { propertyId: string; personId: string; version: number };

/** Signs a renewable link to a listing's person at `version`; raising the version voids every older link. */
export function signListingLink(purpose: string, { propertyId, personId, version }: ListingLinkSubject, expiresAt: Date): string {
  return signToken({ purpose, subject: `${propertyId}:${personId}:${version}`, expiresAt });
}

/** The listing, person and version a link was signed for, or null when it is forged, altered, expired or malformed. */
export function readListingLink(token: string, purpose: string, now: Date): ListingLinkSubject | null {
  const [propertyId, personId, version, extra] = verifyToken(token, purpose, now)?.split(":") ?? [];
  if (!isUuid(propertyId ?? "") || !isUuid(personId ?? "") || !/^\d+$/.test(version ?? "") || extra !== undefined) return null;
  return { propertyId, personId, version: Number(version) };
}

/** A keyed hash, for identifiers kept without their raw value (a visitor's IP and browser). */
export const keyedHash = (value: string) => mac(`hash:${value}`);
