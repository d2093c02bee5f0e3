import "server-only";
import { headers } from "next/headers";
import { isAppError } from "@/lib/errors";
import { consumeDeclaredLimits } from "./rate-limit";
import type { RateLimitName } from "./rules";

/**
 * Counts one view of a page opened by a signed link (the owner's report, the resident's
 * preferences, an office invitation: each names its limit) against the client address's limit:
 * the refusal's message, or null to go on.
 */
export async function signedLinkPageRefusal(limit: RateLimitName = "signedLinksPerIp"): Promise<string | null> {
  try {
    await consumeDeclaredLimits({ [limit]: "ip" }, undefined, { userId: null, headers });
    return null;
  } catch (error) {
    if (!isAppError(error) || error.code !== "rate_limit_exceeded") throw error;
    return error.message;
  }
}
