import { describe, expect, it } from "vitest";
import {
  USERNAME_ADJECTIVES,
  USERNAME_NOUNS,
  generateAnonymousUsername,
  isAnonymousUsername,
} from "@/lib/auth/anonymous-username";

describe("anonymous username", () => {
  it("has 8 adjectives and 8 nouns", () => {
    expect(new Set(USERNAME_ADJECTIVES).size).toBe(8);
    expect(new Set(USERNAME_NOUNS).size).toBe(8);
  });

  it("composes adjective + noun + number, covering both ends of 0..9998", () => {
    expect(generateAnonymousUsername(() => 0)).toBe(`${USERNAME_ADJECTIVES[0]}${USERNAME_NOUNS[0]}0`);
    expect(generateAnonymousUsername(() => 0.99999999)).toBe(`${USERNAME_ADJECTIVES[7]}${USERNAME_NOUNS[7]}9998`);
  });

  it("always generates names that validate", () => {
    for (let i = 0; i < 500; i++) expect(isAnonymousUsername(generateAnonymousUsername())).toBe(true);
  });

  it.each(["SwiftFox9999", "SwiftFox", "SwiftFox007", "PurpleFox12", "swiftfox12", "SwiftFox-1", " SwiftFox1"])(
    "rejects %s",
    (value) => expect(isAnonymousUsername(value)).toBe(false),
  );
});
