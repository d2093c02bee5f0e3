import { describe, expect, it } from "vitest";
import { generateAnonymousUsername } from "@/lib/auth/anonymous-username";
import { registerSchema } from "@/lib/auth/schemas";

const register = (password: string, email = "dana.reyes@example.com") =>
  registerSchema.safeParse({ email, password, anonymousUsername: generateAnonymousUsername() });

const passwordIssue = (password: string, email?: string) => {
  const result = register(password, email);
  return result.success ? null : result.error.issues.find((issue) => issue.path[0] === "password")?.message;
};

describe("[auth] registration refuses passwords that are easy to guess", () => {
  it.each([
    ["        ", /repeated character/],
    ["12345678", /ten most used passwords/],
    ["password1", /commonly used password/],
    ["qwertyuiop", /hundred most used passwords|keys/],
    ["abcdefgh1", /sequence/],
  ])("refuses %j and says why, on the password field", (password, reason) => {
    expect(passwordIssue(password)).toMatch(/^Choose a stronger password: /);
    expect(passwordIssue(password)).toMatch(reason);
  });

  it("refuses a password made from the e-mail address", () => {
    expect(passwordIssue("danareyes1", "danareyes@example.com")).toMatch(/^Choose a stronger password/);
  });

  it("accepts a few unrelated words or a long random string", () => {
    expect(register("correct horse battery").success).toBe(true);
    expect(register("v8#Lq2!mZr9w").success).toBe(true);
    // The browser tests' password.
    expect(register("e2e-password-123").success).toBe(true);
  });
});
