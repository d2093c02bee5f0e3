import { createHash } from "node:crypto";
import { request, type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect } from "@playwright/test";

export const scriptSrc = (csp: string | undefined) => csp?.split("; ").find((directive) => directive.startsWith("script-src ")) ?? "";

/** Every inline script of the page (not its JSON-LD) is allowed by its hash in the policy. */
export function expectScriptsAllowedByHash(policy: string, html: string, label: string) {
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes]) => !/\ssrc=|type="application\/ld\+json"/.test(attributes),
  );
  expect(inline.length, label).toBeGreaterThan(0);
  for (const [, , text] of inline) expect(policy, label).toContain(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
}

/** A request whose answer is read as sent, not decompressed (Playwright's request and fetch decompress it). */
export function rawRequest(url: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

const rawGet = (url: string, acceptEncoding: string | undefined) => rawRequest(url, acceptEncoding ? { "accept-encoding": acceptEncoding } : {});

const decompress = { br: brotliDecompressSync, gzip: gunzipSync, identity: (body: Buffer) => body };

/**
 * The page comes compressed as each Accept-Encoding asks (brotli of two accepted alike), with its
 * own Content-Length and Vary, and its decompressed HTML's inline scripts match its CSP's hashes.
 */
export async function expectCompressedAsAsked(baseURL: string | undefined, path: string, status = 200) {
  for (const [acceptEncoding, sent] of [
    ["gzip, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0.5, gzip", "gzip"],
    [undefined, "identity"],
  ] as const) {
    const label = `${path} asked with ${acceptEncoding ?? "no Accept-Encoding"}`;
    const response = await rawGet(`${baseURL}${path}`, acceptEncoding);
    expect(response.status, label).toBe(status);
    expect(response.headers["content-encoding"] ?? "identity", label).toBe(sent);
    expect(response.headers.vary, label).toMatch(/accept-encoding/i);
    if (response.headers["content-length"] !== undefined) expect(Number(response.headers["content-length"]), label).toBe(response.body.length);
    else expect(sent, `${label}: a compressed body carries its length`).toBe("identity");
    const html = decompress[sent](response.body).toString("utf8");
    expect(html, label).toMatch(/^<!DOCTYPE html>[\s\S]*<\/html>$/);
    if (sent !== "identity") expect(response.body.length, label).toBeLessThan(html.length / 3);
    expectScriptsAllowedByHash(scriptSrc(response.headers["content-security-policy"] as string | undefined), html, label);
  }
}
