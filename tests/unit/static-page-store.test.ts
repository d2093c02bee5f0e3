import { createHash } from "node:crypto";
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders } from "node:http";
import { describe, expect, it } from "vitest";
import {
  mayStoreStaticPage,
  storedAnswer,
  storedPage,
  storedStaticPage,
  storeStaticPage,
  type Encoding,
} from "@/lib/serve/static-page-store";

const SCRIPT = "self.__next_f.push([1])";
const HTML = Buffer.from(`<!DOCTYPE html><html><body><p>About</p><script>${SCRIPT}</script></body></html>`);
const HASH = `'sha256-${createHash("sha256").update(SCRIPT).digest("base64")}'`;
const NEXT_HEADERS: OutgoingHttpHeaders = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": "s-maxage=31536000",
  etag: '"abc123"',
  vary: "rsc, next-router-state-tree, next-router-prefetch",
  "x-nextjs-prerender": "1",
  "x-frame-options": "DENY",
  "content-security-policy": "script-src 'self' 'sha256-old'",
  date: "Wed, 25 Nov 2026 02:00:00 GMT",
  "content-length": String(HTML.length),
  connection: "keep-alive",
};
const compressed = { br: Buffer.from("brotli bytes"), gzip: Buffer.from("gzip bytes!") };
const page = storedPage(NEXT_HEADERS, HTML, compressed);

const request = (url: string, headers: IncomingHttpHeaders = {}, method = "GET") => ({ url, method, headers }) as IncomingMessage;

describe("an information page answered from memory", () => {
  it("sends Next's headers but those of one response, one CSP made from the HTML's scripts, Vary and its own length", () => {
    const answer = storedAnswer(page, "GET", {}, null);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(HTML);
    expect(answer.headers).toMatchObject({
      "content-type": "text/html; charset=utf-8",
      "cache-control": "s-maxage=31536000",
      etag: '"abc123"',
      vary: "rsc, next-router-state-tree, next-router-prefetch, Accept-Encoding",
      "x-nextjs-prerender": "1",
      "x-frame-options": "DENY",
      "content-length": HTML.length,
    });
    expect(answer.headers["content-security-policy"]).toContain(HASH);
    expect(answer.headers["content-security-policy"]).not.toContain("sha256-old");
    expect(answer.headers).not.toHaveProperty("date");
    expect(answer.headers).not.toHaveProperty("connection");
    expect(answer.headers).not.toHaveProperty("content-encoding");
  });

  it.each([["br"], ["gzip"]] as [Encoding][])("sends the %s body kept, with its length and a weak ETag", (encoding) => {
    const answer = storedAnswer(page, "GET", {}, encoding);
    expect(answer.body).toBe(compressed[encoding]);
    expect(answer.headers).toMatchObject({ "content-encoding": encoding, "content-length": compressed[encoding].length, etag: 'W/"abc123"' });
    expect(answer.headers["content-security-policy"]).toContain(HASH);
  });

  it("answers HEAD with the GET's headers and no body", () => {
    const answer = storedAnswer(page, "HEAD", {}, "br");
    expect(answer).toEqual({ status: 200, headers: storedAnswer(page, "GET", {}, "br").headers, body: null });
  });

  it.each([
    ['"abc123"', null],
    ['W/"abc123"', "br"],
    ['"abc123"', "gzip"],
    ['"other", W/"abc123"', null],
    ["*", null],
  ] as [string, Encoding | null][])("answers If-None-Match %s (%s) with 304, its ETag and CSP, no type or length", (ifNoneMatch, encoding) => {
    const answer = storedAnswer(page, "GET", { "if-none-match": ifNoneMatch }, encoding);
    expect(answer.status).toBe(304);
    expect(answer.body).toBeNull();
    expect(answer.headers.etag).toBe(encoding ? 'W/"abc123"' : '"abc123"');
    expect(answer.headers["content-security-policy"]).toContain(HASH);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    for (const name of ["content-type", "content-length", "content-encoding"]) expect(answer.headers).not.toHaveProperty(name);
  });

  it("sends the body to another ETag, or to a request that says no-cache", () => {
    expect(storedAnswer(page, "GET", { "if-none-match": '"abc1234"' }, null).status).toBe(200);
    expect(storedAnswer(page, "GET", { "if-none-match": '"abc123"', "cache-control": "no-cache" }, null).status).toBe(200);
    expect(storedAnswer(page, "GET", { "if-modified-since": "Wed, 25 Nov 2026 02:00:00 GMT" }, null).status).toBe(200);
  });
});

describe("which requests are answered from memory", () => {
  const compress = async (body: Buffer, encoding: Encoding) => Buffer.from(`${encoding}:${body.length}`);

  it("keeps only a 200 of HTML with an ETag, from an unconditional plain GET of an information page", async () => {
    expect(mayStoreStaticPage(request("/pricing"), "/pricing")).toBe(true);
    for (const [req, pathname] of [
      [request("/pricing", {}, "HEAD"), "/pricing"],
      [request("/pricing", { "if-none-match": '"x"' }), "/pricing"],
      [request("/pricing?utm_source=x"), "/pricing"],
      [request("/pricing", { rsc: "1" }), "/pricing"],
      [request("/pricing", { "next-router-prefetch": "1" }), "/pricing"],
      [request("/login"), "/login"],
      [request("/%70ricing"), "/pricing"],
    ] as const) {
      expect(mayStoreStaticPage(req, pathname), req.url).toBe(false);
    }

    await storeStaticPage("/pricing", 404, NEXT_HEADERS, HTML, compress);
    await storeStaticPage("/pricing", 200, { ...NEXT_HEADERS, "content-type": "text/x-component" }, HTML, compress);
    await storeStaticPage("/pricing", 200, { ...NEXT_HEADERS, etag: undefined }, HTML, compress);
    expect(storedStaticPage(request("/pricing"), "/pricing")).toBeUndefined();

    await storeStaticPage("/pricing", 200, NEXT_HEADERS, HTML, compress);
    const kept = storedStaticPage(request("/pricing"), "/pricing");
    expect(kept?.br.body.toString()).toBe(`br:${HTML.length}`);
    expect(storedStaticPage(request("/pricing", { "if-none-match": '"abc123"' }, "HEAD"), "/pricing")).toBe(kept);
    expect(mayStoreStaticPage(request("/pricing"), "/pricing")).toBe(false);
    for (const req of [request("/pricing?x=1"), request("/pricing", { rsc: "1" }), request("/pricing", {}, "POST")]) {
      expect(storedStaticPage(req, "/pricing"), `${req.method} ${req.url}`).toBeUndefined();
    }
  });

  it("keeps nothing when compressing fails, and Next goes on answering", async () => {
    await storeStaticPage("/about", 200, NEXT_HEADERS, HTML, () => Promise.reject(new Error("no memory")));
    expect(storedStaticPage(request("/about"), "/about")).toBeUndefined();
    expect(mayStoreStaticPage(request("/about"), "/about")).toBe(true);
  });
});
