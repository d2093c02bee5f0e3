import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isAppError } from "@/lib/errors";
import { consumeDeclaredLimits, type DeclaredLimits } from "@/lib/rate-limit/rate-limit";
import { RATE_LIMITS } from "@/lib/rate-limit/rules";

type Args = { input: { booking: string | null; count: number } };

const spend = (limits: DeclaredLimits<Args>, input: Args["input"], userId: string | null = null) =>
  consumeDeclaredLimits(limits, { input }, { userId, headers: () => new Headers() });

async function refusal(run: () => Promise<void>) {
  try {
    await run();
  } catch (error) {
    if (isAppError(error)) return { code: error.code, message: error.message, retryAfter: error.retryAfterSeconds };
    throw error;
  }
  return null;
}

describe("[limits] limits declared on a route or action", () => {
  it("counts a key made from the parsed input, and refuses the call over the rule with its message and a retry time", async () => {
    const booking = randomUUID();
    const limits: DeclaredLimits<Args> = { feedbackPerBooking: ({ input }) => input.booking };
    for (let call = 0; call < RATE_LIMITS.feedbackPerBooking.points; call++) await spend(limits, { booking, count: 1 });
    const refused = await refusal(() => spend(limits, { booking, count: 1 }));
    expect(refused).toMatchObject({ code: "rate_limit_exceeded", message: RATE_LIMITS.feedbackPerBooking.message });
    expect(refused!.retryAfter).toBeGreaterThan(0);
    expect(await refusal(() => spend(limits, { booking: randomUUID(), count: 1 }))).toBeNull();
  });

  it("skips a rule whose key is null, and one counted per user when nobody is signed in", async () => {
    const limits: DeclaredLimits<Args> = { feedbackPerBooking: ({ input }) => input.booking, billingCheckoutsPerUser: "user" };
    const calls = RATE_LIMITS.billingCheckoutsPerUser.points + 1;
    for (let call = 0; call < calls; call++) expect(await refusal(() => spend(limits, { booking: null, count: 1 }))).toBeNull();
  });

  it("spends the points a call declares, per signed-in user", async () => {
    const userId = randomUUID();
    const limits: DeclaredLimits<Args> = { imageGenerationsPerUser: { key: "user", points: ({ input }) => input.count } };
    await spend(limits, { booking: null, count: RATE_LIMITS.imageGenerationsPerUser.points - 1 }, userId);
    expect(await refusal(() => spend(limits, { booking: null, count: 2 }, userId))).toMatchObject({
      message: RATE_LIMITS.imageGenerationsPerUser.message,
    });
    expect(await refusal(() => spend(limits, { booking: null, count: 2 }, randomUUID()))).toBeNull();
  });
});
