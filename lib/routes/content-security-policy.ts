import { createHash } from "node:crypto";

/**
 * Which inline scripts a page may run: those carrying this response's nonce (pages rendered
 * per request, where 'strict-dynamic' then trusts what they load), or those whose hashes are
 * listed (prerendered pages, whose HTML is the same for everyone; their script files are
 * allowed as this origin's, since Next does not give every one an integrity attribute).
 */
export type ScriptPermission = { nonce: string } | { hashes: string[] };

/**
 * The CSP for one response: scripts only by nonce or hash, and what those scripts load; framed
 * by no other site unless `frameAncestors` says which (the embed pages).
 */
export function contentSecurityPolicy(permission: ScriptPermission, isDevelopment: boolean, frameAncestors = "'none'"): string {
  const trusted =
    "nonce" in permission ? [`'nonce-${permission.nonce}'`, "'strict-dynamic'"] : permission.hashes.map((hash) => `'${hash}'`);
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${trusted.join(" ")} https://js.stripe.com https://*.js.stripe.com https://maps.googleapis.com${isDevelopment ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline' https://fonts.googleapis.com",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data: https://fonts.gstatic.com",
    "connect-src 'self' https://api.stripe.com https://maps.googleapis.com https://*.googleapis.com",
    "frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com https://www.google.com https://maps.google.com",
    `frame-ancestors ${frameAncestors}`,
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ];
  return directives.join("; ");
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const isDataBlock = (attributes: string) => {
  const type = /\stype="([^"]*)"/i.exec(attributes)?.[1];
  return type !== undefined && !/^(text\/javascript|module)$/i.test(type);
};

/** The CSP hash sources of the inline scripts of a prerendered page (JSON-LD is data, not script). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc=/i.test(attributes) || isDataBlock(attributes)) continue;
    hashes.add(`sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`);
  }
  return [...hashes];
}
