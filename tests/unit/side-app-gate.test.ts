import { describe, expect, it } from "vitest";
import { isValidAccessGrant, signAccessGrant } from "@/lib/side-apps/access-grant";
import { GATE_DELAY_MS, GATE_MESSAGES, SIDE_APPS } from "@/lib/side-apps/side-apps";

const secret = "a-test-secret-that-is-long-enough-123";

describe("[gate] access grants", () => {
  const grant = signAccessGrant(secret, "oracle", "session-1");

  it("accepts the grant of the same app and sign-in session", () => {
    expect(isValidAccessGrant(secret, "oracle", "session-1", grant)).toBe(true);
  });

  it("refuses it for another session (after sign-out and in again), another app or another secret", () => {
    expect(isValidAccessGrant(secret, "oracle", "session-2", grant)).toBe(false);
    expect(isValidAccessGrant(secret, "create", "session-1", grant)).toBe(false);
    expect(isValidAccessGrant(`${secret}x`, "oracle", "session-1", grant)).toBe(false);
  });

  it("refuses a missing, truncated or altered cookie", () => {
    expect(isValidAccessGrant(secret, "oracle", "session-1", undefined)).toBe(false);
    expect(isValidAccessGrant(secret, "oracle", "session-1", grant.slice(1))).toBe(false);
    expect(isValidAccessGrant(secret, "oracle", "session-1", `${grant.slice(0, -1)}${grant.endsWith("A") ? "B" : "A"}`)).toBe(false);
  });
});

describe("[gate] rules", () => {
  it("uses the spec's messages and delay", () => {
    expect(GATE_MESSAGES.empty).toBe("Please enter a password");
    expect(GATE_MESSAGES.wrong).toBe("Incorrect password. Please contact support for access.");
    expect(GATE_DELAY_MS).toBe(500);
  });

  it("sends denied visitors of /create to /about and of /oracle to /", () => {
    expect(SIDE_APPS.create.deniedRedirect).toBe("/about");
    expect(SIDE_APPS.oracle.deniedRedirect).toBe("/");
  });
});
