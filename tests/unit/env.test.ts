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

  it("validates the public keys", () => {
    expect(() => parseClientEnv({ NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "sk_test_1" })).toThrow(/pk_/);
    expect(parseClientEnv({ NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "pk_test_1" }).NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY).toBe(
      "pk_test_1",
    );
  });
});
