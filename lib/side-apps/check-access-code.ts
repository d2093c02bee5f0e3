import { isAppError } from "@/lib/errors";
import { consumeRateLimit } from "@/lib/rate-limit/rate-limit";
import { verifyPassword } from "@/lib/auth/password";
import { GATE_DELAY_MS, GATE_MESSAGES, type SideApp } from "./side-apps";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type AccessCodeResult = { ok: true } | { ok: false; error: string };

/**
 * Checks a guess at an app's code against its argon2id hash (compared in constant time by
 * argon2). Every outcome takes at least GATE_DELAY_MS, and guesses are counted per user
 * and per IP before the code is looked at, so neither timing nor volume reveals it.
 */
export async function checkAccessCode(input: {
  app: SideApp;
  hash: string | undefined;
  code: string;
  userId: string;
  ip: string | null;
}): Promise<AccessCodeResult> {
  const started = Date.now();
  try {
    if (!input.code) return { ok: false, error: GATE_MESSAGES.empty };
    if (!input.hash) return { ok: false, error: GATE_MESSAGES.closed };
    await consumeRateLimit("accessCodePerUser", `${input.app}:${input.userId}`);
    if (input.ip) await consumeRateLimit("accessCodePerIp", `${input.app}:${input.ip}`);
    return (await verifyPassword(input.hash, input.code)) ? { ok: true } : { ok: false, error: GATE_MESSAGES.wrong };
  } catch (error) {
    if (isAppError(error)) return { ok: false, error: error.message };
    throw error;
  } finally {
    await sleep(Math.max(0, GATE_DELAY_MS - (Date.now() - started)));
  }
}
