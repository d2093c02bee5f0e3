import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "@/lib/paging/keyset-cursor";
import { searchQuerySchema } from "@/lib/gallery/schemas";

const id = "0b6f3c1e-2a4d-4f7e-9c1b-5d8e7f6a9b0c";

describe("gallery cursor", () => {
  it("round-trips microseconds and id through an opaque, URL-safe string", () => {
    const cursor = { createdAtMicros: "1768046400123456", id };
    const encoded = encodeCursor(cursor);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(encoded).not.toContain(id);
    expect(decodeCursor(encoded)).toEqual(cursor);
  });

  it.each([
    ["empty", ""],
    ["not base64url", "abc/def+=="],
    ["no separator", Buffer.from(`1768046400123456${id}`).toString("base64url")],
    ["letters in the time", Buffer.from(`17680x6400.${id}`).toString("base64url")],
    ["a negative time", Buffer.from(`-1.${id}`).toString("base64url")],
    ["a bad id", Buffer.from("1768046400123456.not-a-uuid").toString("base64url")],
    ["SQL in the id", Buffer.from(`1.${id}' or 1=1--`).toString("base64url")],
    ["far too long", "A".repeat(500)],
  ])("refuses %s with a 400", (_label, value) => {
    expect(() => decodeCursor(value)).toThrow(expect.objectContaining({ code: "bad_request", message: "Invalid cursor" }));
  });
});

describe("search parameters", () => {
  it("defaults to newest and drops blank text", () => {
    expect(searchQuerySchema.parse({ query: "  ", creator: "" })).toEqual({ sortBy: "newest" });
  });

  it("refuses an unknown sort and over-long text", () => {
    expect(searchQuerySchema.safeParse({ sortBy: "random" }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ query: "x".repeat(201) }).success).toBe(false);
  });
});
