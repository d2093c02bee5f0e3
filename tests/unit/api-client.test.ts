import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { apiRequest, INVALID_ANSWER_MESSAGE, isApiError, type ApiError } from "@/lib/api/client";

const answerWith = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));

const contactAnswer = z.object({ contact: z.object({ id: z.string(), createdAt: z.string() }) });

async function refusal(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

afterEach(() => vi.unstubAllGlobals());

describe("[api client] answers are parsed, refusals carry code and issues", () => {
  it("returns a good answer as its schema parses it, with the request sent as JSON", async () => {
    const fetch = answerWith(201, { contact: { id: "c1", createdAt: "2026-11-24T10:00:00.000Z", created_at: "2026-11-24T10:00:00.000Z" } });
    vi.stubGlobal("fetch", fetch);
    const answer = await apiRequest("POST", "/api/showbook/buyer-agents", { body: { firstName: "Ann" }, answer: contactAnswer });
    // Were the spec's names beside ours anyway, the schema drops them.
    expect(answer).toEqual({ contact: { id: "c1", createdAt: "2026-11-24T10:00:00.000Z" } });
    // The app's own client asks for its names only.
    expect(fetch).toHaveBeenCalledWith("/api/showbook/buyer-agents", {
      method: "POST",
      headers: { "x-showbook-keys": "camel", "Content-Type": "application/json" },
      body: JSON.stringify({ firstName: "Ann" }),
    });
  });

  it("throws the route's message with its code and field issues", async () => {
    const message = "A contact with this email already exists";
    vi.stubGlobal("fetch", answerWith(409, { error: message, code: "conflict", issues: { email: [message] } }));
    const error = await refusal(apiRequest("POST", "/api/showbook/buyer-agents", { body: {}, answer: contactAnswer }));
    expect(error.message).toBe(message);
    expect(error.status).toBe(409);
    expect(error.code).toBe("conflict");
    expect(error.issues).toEqual({ email: [message] });
  });

  it("throws a refusal without issues with none, and one without the error shape by its status", async () => {
    vi.stubGlobal("fetch", answerWith(404, { error: "Prospect not found", code: "not_found" }));
    const notFound = await refusal(apiRequest("DELETE", "/api/showbook/prospects/x"));
    expect([notFound.message, notFound.code, notFound.issues]).toEqual(["Prospect not found", "not_found", {}]);

    vi.stubGlobal("fetch", vi.fn(async () => new Response("<html>Bad gateway</html>", { status: 502 })));
    const gateway = await refusal(apiRequest("GET", "/api/showbook/prospects"));
    expect([gateway.message, gateway.status]).toEqual(["HTTP 502", 502]);
  });

  it("rejects a malformed answer instead of handing it on", async () => {
    vi.stubGlobal("fetch", answerWith(200, { contact: { id: 7 } }));
    const error = await refusal(apiRequest("GET", "/api/showbook/buyer-agents/c1", { answer: contactAnswer }));
    expect([error.message, error.code]).toEqual([INVALID_ANSWER_MESSAGE, "invalid_answer"]);
  });

  it("resolves without a value when no answer is asked for", async () => {
    vi.stubGlobal("fetch", answerWith(200, { success: true }));
    await expect(apiRequest("DELETE", "/api/showbook/prospects/p1")).resolves.toBeUndefined();
  });
});
