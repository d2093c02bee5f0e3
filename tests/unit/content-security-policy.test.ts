import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes } from "@/lib/routes/content-security-policy";

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;
const scriptSrc = (policy: string) => policy.split("; ").find((directive) => directive.startsWith("script-src "));

describe("contentSecurityPolicy", () => {
  it("allows scripts by this response's nonce and what they load", () => {
    expect(scriptSrc(contentSecurityPolicy({ nonce: "abc=" }, false))).toMatch(/^script-src 'self' 'nonce-abc=' 'strict-dynamic' /);
  });

  it("allows a prerendered page's inline scripts by their hashes only", () => {
    const policy = scriptSrc(contentSecurityPolicy({ hashes: ["sha256-AAA=", "sha256-BBB="] }, false));
    expect(policy).toMatch(/^script-src 'self' 'sha256-AAA=' 'sha256-BBB=' https:\/\/js\.stripe\.com /);
    expect(policy).not.toMatch(/nonce|unsafe|strict-dynamic/);
  });
});

describe("inlineScriptHashes", () => {
  it("hashes each distinct inline script, and neither script files nor JSON-LD", () => {
    const inline = 'self.__next_f.push([1,"a<b"])';
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      `<script>${inline}</script>`,
      '<script id="_R_">requestAnimationFrame(function(){})</script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      `<script>${inline}</script>`,
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha256(inline), sha256("requestAnimationFrame(function(){})")]);
  });
});
