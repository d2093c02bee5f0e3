import { describe, expect, it } from "vitest";
import { parseClientEnv, parseServerEnv } from "@/lib/env";

describe("environment", () => {
  it("needs nothing: every service falls back to its local default", () => {
    const env = parseServerEnv({});
    expect(env.APP_URL).toBe("http://localhost:3000");
    expect(env.ADMIN_EMAILS).toEqual([]);
    expect(env.STRIPE_SECRET_KEY).toBeUndefined();
    expect(env.JOBS_IN_PROCESS).toBe(true);
  });

  it("treats empty strings as unset", () => {
    expect(parseServerEnv({ STRIPE_SECRET_KEY: "", DATABASE_URL: "" }).STRIPE_SECRET_KEY).toBeUndefined();
  });

  it("parses the admin list, trimmed and lower-cased", () => {
    expect(parseServerEnv({ ADMIN_EMAILS: " Boss@Example.com, ops@example.com ," }).ADMIN_EMAILS).toEqual([
      "boss@example.com",
      "ops@example.com",
    ]);
  });

  it("explains a malformed value by name", () => {
    expect(() => parseServerEnv({ STRIPE_SECRET_KEY: "pk_live_oops" })).toThrow(/STRIPE_SECRET_KEY must start with sk_/);
    expect(() => parseServerEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => parseServerEnv({ ADMIN_EMAILS: "not-an-email" })).toThrow(/ADMIN_EMAILS/);
    expect(() => parseServerEnv({ AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET/);
  });

  it("mocks payments without Stripe keys only in development or when PAYMENTS_MODE=mock says so", () => {
    expect(parseServerEnv({ NODE_ENV: "development" }).PAYMENTS_MODE).toBeUndefined();
    for (const NODE_ENV of ["production", "test"]) {
      expect(() => parseServerEnv({ NODE_ENV })).toThrow(
        /PAYMENTS_MODE: payments are not configured: set STRIPE_SECRET_KEY, NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET .* or PAYMENTS_MODE=mock/,
      );
      expect(() => parseServerEnv({ NODE_ENV, STRIPE_SECRET_KEY: "" })).toThrow(/payments are not configured/);
      expect(parseServerEnv({ NODE_ENV, PAYMENTS_MODE: "mock" }).PAYMENTS_MODE).toBe("mock");
      expect(parseServerEnv({ NODE_ENV, STRIPE_SECRET_KEY: "sk_live_1" }).STRIPE_SECRET_KEY).toBe("sk_live_1");
      expect(parseServerEnv({ NODE_ENV, STRIPE_SECRET_KEY: "sk_live_1", PAYMENTS_MODE: "stripe" }).PAYMENTS_MODE).toBe("stripe");
    }
    // `next build` serves nothing, so it builds without payment settings.
    expect(() => parseServerEnv({ NODE_ENV: "production", NEXT_PHASE: "phase-production-build" })).not.toThrow();
  });

  it("refuses a payments mode that contradicts the Stripe key", () => {
    expect(() => parseServerEnv({ NODE_ENV: "production", PAYMENTS_MODE: "mock", STRIPE_SECRET_KEY: "sk_live_1" })).toThrow(
      /PAYMENTS_MODE=mock would ignore STRIPE_SECRET_KEY/,
    );
    expect(() => parseServerEnv({ NODE_ENV: "development", PAYMENTS_MODE: "stripe" })).toThrow(/PAYMENTS_MODE=stripe needs STRIPE_SECRET_KEY/);
    expect(() => parseServerEnv({ PAYMENTS_MODE: "free" })).toThrow(/PAYMENTS_MODE must be stripe or mock/);
  });

  it("validates the public keys", () => {
    expect(() => parseClientEnv({ NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "sk_test_1" })).toThrow(/pk_/);
    expect(parseClientEnv({ NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "pk_test_1" }).NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY).toBe(
      "pk_test_1",
    );
  });
});
