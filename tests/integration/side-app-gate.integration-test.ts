import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { RATE_LIMITS } from "@/lib/rate-limit/rules";
import { hashPassword } from "@/lib/auth/password";
import { checkAccessCode } from "@/lib/side-apps/check-access-code";
import { GATE_DELAY_MS, GATE_MESSAGES } from "@/lib/side-apps/side-apps";

const code = "Oracle-Code-42";
const hash = await hashPassword(code);

const guess = (input: { code: string; userId?: string; ip?: string | null; hash?: string | undefined }) =>
  checkAccessCode({ app: "oracle", hash, userId: input.userId ?? randomUUID(), ip: input.ip ?? null, ...input });

async function timed<T>(run: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await run();
  return { result, ms: performance.now() - started };
}

describe("[gate] access codes", () => {
  it("asks for a password when the field is empty and refuses a wrong or wrongly-cased code, each after about half a second", async () => {
    for (const [attempt, error] of [
      ["", GATE_MESSAGES.empty],
      ["nope", GATE_MESSAGES.wrong],
      [code.toLowerCase(), GATE_MESSAGES.wrong],
      [` ${code}`, GATE_MESSAGES.wrong],
    ] as const) {
      const { result, ms } = await timed(() => guess({ code: attempt }));
      expect(result).toEqual({ ok: false, error });
      expect(ms).toBeGreaterThanOrEqual(GATE_DELAY_MS - 5);
    }
  });

  it("accepts the exact code after the same delay", async () => {
    const { result, ms } = await timed(() => guess({ code }));
    expect(result).toEqual({ ok: true });
    expect(ms).toBeGreaterThanOrEqual(GATE_DELAY_MS - 5);
  });

  it("keeps an app without a configured code closed", async () => {
    expect(await guess({ code, hash: undefined })).toEqual({ ok: false, error: GATE_MESSAGES.closed });
  });

  it("stops a user's guesses after the limit, even the right code, while others may still try", async () => {
    const userId = randomUUID();
    const limit = RATE_LIMITS.accessCodePerUser.points;
    const guesses = await Promise.all(Array.from({ length: limit }, () => guess({ code: "wrong", userId })));
    expect(guesses.every((result) => !result.ok && result.error === GATE_MESSAGES.wrong)).toBe(true);
    expect(await guess({ code, userId })).toEqual({ ok: false, error: RATE_LIMITS.accessCodePerUser.message });
    expect(await guess({ code })).toEqual({ ok: true });
  });

  it("stops guesses from one IP across many accounts", async () => {
    const ip = `198.51.100.${Math.floor(Math.random() * 250)}-${randomUUID()}`;
    const limit = RATE_LIMITS.accessCodePerIp.points;
    await Promise.all(Array.from({ length: limit }, () => guess({ code: "wrong", ip })));
    expect(await guess({ code, ip })).toEqual({ ok: false, error: RATE_LIMITS.accessCodePerIp.message });
  });
});
