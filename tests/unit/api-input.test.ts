import { describe, expect, it } from "vitest";
import { containsNul } from "@/lib/api/zod-issues";

describe("[api] input PostgreSQL cannot store", () => {
  it("finds a NUL character in any string of the input, however deep", () => {
    expect(containsNul("A\u0000")).toBe(true);
    expect(containsNul({ contact: { names: ["Ana", "B\u0000b"] } })).toBe(true);
    expect(containsNul({ firstName: "Ana", age: 3, tags: ["x"], note: null })).toBe(false);
  });
});
