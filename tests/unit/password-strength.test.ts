import { describe, expect, it } from "vitest";
import { generateAnonymousUsername } from "@/lib/auth/anonymous-username";
import { registerSchema } from "@/lib/auth/register-schema";

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

  it("judges the password in the same pass as the other fields' problems, even missing ones", () => {
    for (const input of [{ password: "password" }, { email: "", password: "password" }, { email: "not-an-email", password: "password", anonymousUsername: "x" }]) {
      const result = registerSchema.safeParse(input);
      expect(result.success).toBe(false);
      const fields = result.error!.issues.map((issue) => [issue.path[0], issue.message.split(":")[0]]);
      expect(fields).toEqual(expect.arrayContaining([["email", expect.any(String)], ["password", "Choose a stronger password"]]));
    }
  });

  it("says only the length of a password too short to judge", () => {
    const result = registerSchema.safeParse({ email: "", password: "", anonymousUsername: generateAnonymousUsername() });
    expect(result.error!.issues.filter((issue) => issue.path[0] === "password").map((issue) => issue.message)).toEqual([
      "Password must be at least 8 characters",
    ]);
  });

  it("accepts a few unrelated words or a long random string", () => {
    expect(register("correct horse battery").success).toBe(true);
    expect(register("v8#Lq2!mZr9w").success).toBe(true);
    // The browser tests' password.
    expect(register("e2e-password-123").success).toBe(true);
  });
});
