import "server-only";
import { headers } from "next/headers";
import { isAppError } from "@/lib/errors";
import { consumeDeclaredLimits } from "./rate-limit";

/**
 * Counts one view of a page opened by a signed link (the owner's report, the resident's
 * preferences) against the client address's limit: the refusal's message, or null to go on.
 */
export async function signedLinkPageRefusal(): Promise<string | null> {
  try {
    await consumeDeclaredLimits({ signedLinksPerIp: "ip" }, undefined, { userId: null, headers });
    return null;
  } catch (error) {
    if (!isAppError(error) || error.code !== "rate_limit_exceeded") throw error;
    return error.message;
  }
}
