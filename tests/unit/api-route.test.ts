import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { apiRoute } from "@/lib/api/route";
import { CROSS_SITE_MESSAGE, DEFAULT_MAX_BODY_BYTES, serverActionRefusal } from "@/lib/api/request-guards";
import { TOO_DEEP_MESSAGE } from "@/lib/api/zod-issues";

vi.mock("@/lib/auth/current-user", () => ({ getCurrentUser: async () => null }));

const context = { params: Promise.resolve({}) };
const echo = apiRoute({ access: "public", body: z.object({ name: z.string() }) }, ({ body }) => Response.json(body));
const upload = apiRoute({ access: "public", maxBodyBytes: 10 }, async ({ req }) => Response.json({ text: await req.text() }));
const webhook = apiRoute({ access: "public", signedWebhook: true }, ({ rawBody }) => Response.json({ rawBody }));

function post(body: BodyInit, headers: Record<string, string> = {}) {
  // duplex is required by Node for a streamed body and missing from the RequestInit type.
  const init = { method: "POST", headers: { host: "localhost:3000", ...headers }, body, duplex: "half" };
  return new NextRequest("http://localhost:3000/api/x", init as ConstructorParameters<typeof NextRequest>[1]);
}

const streamOf = (text: string, times: number) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < times; i += 1) controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });

describe("[api] the route wrapper refuses cross-origin writes", () => {
  it("answers 403 to a form posted from another port of the same host", async () => {
    const response = await echo(post('{"name":"x"}', { origin: "http://localhost:4000" }), context);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: CROSS_SITE_MESSAGE, code: "forbidden" });
  });

  it("answers 403 when the browser says the request is cross-site, with or without Origin", async () => {
    expect((await echo(post('{"name":"x"}', { "sec-fetch-site": "cross-site" }), context)).status).toBe(403);
    const sameSite = post('{"name":"x"}', { "sec-fetch-site": "same-site", origin: "http://localhost:4000" });
    expect((await echo(sameSite, context)).status).toBe(403);
  });

  it("answers 403 when the browser says cross-site, even with the app's own Origin", async () => {
    const forged = post('{"name":"x"}', { "sec-fetch-site": "cross-site", origin: "http://localhost:3000" });
    const response = await echo(forged, context);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: CROSS_SITE_MESSAGE, code: "forbidden" });
  });

  it("lets the app's own pages and programs without a browser through", async () => {
    expect((await echo(post('{"name":"a"}', { "sec-fetch-site": "same-origin" }), context)).status).toBe(200);
    expect((await echo(post('{"name":"a"}', { origin: "http://localhost:3000" }), context)).status).toBe(200);
    expect((await echo(post('{"name":"a"}'), context)).status).toBe(200);
  });

  it("lets signed webhooks through whatever their origin, with the raw body", async () => {
    const response = await webhook(post("t=1&sig=2", { origin: "https://evil.example" }), context);
    expect(await response.json()).toMatchObject({ rawBody: "t=1&sig=2" });
  });
});

describe("[api] the route wrapper caps bodies", () => {
  it("answers 413 to a declared length over the cap before reading", async () => {
    const big = JSON.stringify({ name: "x".repeat(DEFAULT_MAX_BODY_BYTES) });
    const response = await echo(post(big, { "content-length": String(big.length) }), context);
    expect(response.status).toBe(413);
    expect((await response.json()).error).toMatch(/Request body is too large \(at most 100 KB\)/);
  });

  it("answers 413 to a chunked body once it passes the cap", async () => {
    const response = await echo(post(streamOf("x".repeat(1024), 200)), context);
    expect(response.status).toBe(413);
  });

  it("takes a per-route cap and hands the handler the body it may read itself", async () => {
    expect((await upload(post("0123456789"), context)).status).toBe(200);
    expect(await (await upload(post("0123456789"), context)).json()).toEqual({ text: "0123456789" });
    expect((await upload(post("0123456789A"), context)).status).toBe(413);
  });

  it("answers 400, not 500, to JSON nested deeper than any form sends", async () => {
    const response = await echo(post(`${"[".repeat(20_000)}${"]".repeat(20_000)}`), context);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(TOO_DEEP_MESSAGE);
  });
});

describe("[api] the route wrapper reads an upload's form with its endpoint's schema", () => {
  const uploadEndpoint = defineEndpoint({ method: "POST", path: "/api/x", form: z.object({ file: z.instanceof(File, { error: "Choose a file." }) }) });
  const formUpload = apiRoute(uploadEndpoint, { access: "public" }, async ({ body }) => Response.json({ name: body.file.name, size: body.file.size }));

  it("hands the handler the form's file", async () => {
    const form = new FormData();
    form.append("file", new File(["hello"], "note.txt"));
    const response = await formUpload(new NextRequest("http://localhost:3000/api/x", { method: "POST", body: form }), context);
    expect(await response.json()).toEqual({ name: "note.txt", size: 5 });
  });

  it("refuses a form without the file on its field (422), and a body that is no form (400)", async () => {
    const empty = await formUpload(new NextRequest("http://localhost:3000/api/x", { method: "POST", body: new FormData() }), context);
    expect(empty.status).toBe(422);
    expect(await empty.json()).toMatchObject({ error: "Choose a file.", issues: { file: ["Choose a file."] } });
    const json = await formUpload(post('{"file":"x"}', { "content-type": "application/json" }), context);
    expect(json.status).toBe(400);
  });
});

describe("[api] the route wrapper answers in the names asked for", () => {
  const property = apiRoute({ access: "public" }, () => Response.json({ property: { zipCode: "94612", occupancyStatus: "resident" } }));
  const get = (headers: Record<string, string>) => new NextRequest("http://localhost:3000/api/x", { headers });

  it("gives any client the spec's snake_case names beside the app's", async () => {
    const answer = await (await property(get({}), context)).json();
    expect(answer).toEqual({ property: { zipCode: "94612", zip_code: "94612", occupancyStatus: "resident", occupancy_status: "resident", is_occupied: true } });
  });

  it("gives the app's own client, which asks by x-showbook-keys: camel, each key once", async () => {
    const answer = await (await property(get({ "x-showbook-keys": "camel" }), context)).json();
    expect(answer).toEqual({ property: { zipCode: "94612", occupancyStatus: "resident" } });
  });
});

describe("[api] server actions are checked before Next parses them", () => {
  const action = (body: string, headers: Record<string, string>) =>
    new Request("http://localhost:3000/login", {
      method: "POST",
      headers: { host: "localhost:3000", "next-action": "abc", ...headers },
      body,
    });

  it("refuses another origin, a body over 1 MB and arguments that are not JSON", async () => {
    const text = { "content-type": "text/plain;charset=UTF-8" };
    expect(await serverActionRefusal(action("[]", { ...text, origin: "http://localhost:4000" }), "")).toMatchObject({ code: "forbidden" });
    expect(await serverActionRefusal(action("[]", { ...text, "content-length": String(2 * 1024 * 1024) }), "")).toMatchObject({
      code: "payload_too_large",
    });
    expect(await serverActionRefusal(action("[{not json", text), "")).toMatchObject({ code: "bad_request" });
    expect(await serverActionRefusal(action("x", { "content-type": "multipart/form-data" }), "")).toMatchObject({ code: "bad_request" });
  });

  it("refuses an action the browser calls cross-site, even with the app's own Origin", async () => {
    const headers = { "content-type": "text/plain;charset=UTF-8", origin: "http://localhost:3000", "sec-fetch-site": "cross-site" };
    expect(await serverActionRefusal(action('["a"]', headers), "")).toMatchObject({ code: "forbidden", message: CROSS_SITE_MESSAGE });
  });

  it("lets a well-formed same-origin action through", async () => {
    const headers = { "content-type": "text/plain;charset=UTF-8", origin: "http://localhost:3000" };
    expect(await serverActionRefusal(action('["a"]', headers), "")).toBeNull();
  });
});
