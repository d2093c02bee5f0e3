import { describe, expect, it } from "vitest";
import { MAX_INPUT_DEPTH, NUL_MESSAGE, TOO_DEEP_MESSAGE, unstorableInput } from "@/lib/api/zod-issues";

const nested = (depth: number): unknown => {
  let value: unknown = "leaf";
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
};

describe("[api] input PostgreSQL cannot store", () => {
  it("finds a NUL character in any string of the input, however deep", () => {
    expect(unstorableInput("A\u0000")).toBe(NUL_MESSAGE);
    expect(unstorableInput({ contact: { names: ["Ana", "B\u0000b"] } })).toBe(NUL_MESSAGE);
    expect(unstorableInput({ firstName: "Ana", age: 3, tags: ["x"], note: null })).toBeNull();
  });

  it("refuses nesting deeper than any form sends, without overflowing the stack", () => {
    expect(unstorableInput(nested(MAX_INPUT_DEPTH))).toBeNull();
    expect(unstorableInput(nested(MAX_INPUT_DEPTH + 1))).toBe(TOO_DEEP_MESSAGE);
    expect(unstorableInput(JSON.parse(`${"[".repeat(50_000)}${"]".repeat(50_000)}`))).toBe(TOO_DEEP_MESSAGE);
  });
});
