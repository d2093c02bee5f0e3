import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { publicAction } from "@/lib/api/action";
import { AppError, isAppError } from "@/lib/errors";
import { errorResponse } from "@/lib/api/route";

vi.mock("@/lib/auth/current-user", () => ({ getCurrentUser: async () => null }));

/**
 * The production build loads lib/errors.ts once per route bundle; a fresh module registry
 * gives the same second copy, whose AppError is not `instanceof` this one.
 */
async function otherBundlesAppError(...args: ConstructorParameters<typeof AppError>): Promise<Error> {
  vi.resetModules();
  const copy = await import("@/lib/errors");
  return new copy.AppError(...args);
}

describe("[api] an AppError made by another bundle's copy of the module", () => {
  it("is recognised without instanceof, and nothing else is", async () => {
    const foreign = await otherBundlesAppError("rate_limit_exceeded", "Slow down", undefined, 42);
    expect(foreign).not.toBeInstanceOf(AppError);
    expect(isAppError(foreign)).toBe(true);
    expect(isAppError(new AppError("not_found", "Gone"))).toBe(true);
    const lookalike = Object.assign(new Error("x"), { name: "AppError", code: "not_found" });
    for (const other of [lookalike, new Error("x"), { code: "not_found" }, null, "AppError"]) expect(isAppError(other)).toBe(false);
  });

  it("answers a route with its status, message and Retry-After, not 500", async () => {
    const response = errorResponse(await otherBundlesAppError("rate_limit_exceeded", "Slow down", undefined, 42));
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("42");
    expect(await response.json()).toEqual({ error: "Slow down", code: "rate_limit_exceeded" });
  });

  it("answers a server action with its message instead of throwing", async () => {
    const foreign = await otherBundlesAppError("rate_limit_exceeded", "Slow down", undefined, 42);
    const action = publicAction(z.object({}), async () => {
      throw foreign;
    });
    expect(await action(null, {})).toEqual({ ok: false, error: "Slow down" });
  });
});
