import { describe, expect, it } from "vitest";
import { generateAnonymousUsername } from "@/lib/auth/anonymous-username";
import { updateUsernameSchema } from "@/lib/auth/schemas";
import { normalizeUsername, usernameSchema } from "@/lib/auth/username-rules";

const messageFor = (value: string) => {
  const result = usernameSchema.safeParse(value);
  return result.success ? null : result.error.issues[0].message;
};

describe("username rules", () => {
  it.each(["abc", "Quiet_Otter-417", "a-b", "x".repeat(30)])("accepts %s", (value) =>
    expect(messageFor(value)).toBeNull(),
  );

  it("accepts every generated anonymous username", () => {
    for (let i = 0; i < 200; i++) expect(messageFor(generateAnonymousUsername())).toBeNull();
  });

  it.each([
    ["ab", "Username must be 3 to 30 characters"],
    ["x".repeat(31), "Username must be 3 to 30 characters"],
    ["no spaces", "Username may contain letters, numbers, dashes and underscores only"],
    ["émile", "Username may contain letters, numbers, dashes and underscores only"],
    ["../admin", "Username may contain letters, numbers, dashes and underscores only"],
    ["_leading", "Username must start and end with a letter or number"],
    ["trailing-", "Username must start and end with a letter or number"],
    ["Admin", "That username is reserved"],
    ["SUPPORT", "That username is reserved"],
  ])("rejects %s: %s", (value, message) => expect(messageFor(value)).toBe(message));

  it("trims surrounding spaces before checking", () => {
    expect(usernameSchema.parse("  QuietOtter417 ")).toBe("QuietOtter417");
  });

  it("compares names regardless of case", () => {
    expect(normalizeUsername("QuietOtter417")).toBe(normalizeUsername(" quietotter417"));
  });

  it("requires newUsername in the update payload", () => {
    expect(updateUsernameSchema.safeParse({}).success).toBe(false);
    expect(updateUsernameSchema.parse({ newUsername: "BraveFox12" })).toEqual({ newUsername: "BraveFox12" });
  });
});
