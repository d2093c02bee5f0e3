import { createHash } from "node:crypto";

/**
 * Which scripts a page may run: those carrying this response's nonce (pages rendered per
 * request), or those whose hashes are listed (prerendered pages, whose HTML is the same for
 * everyone: inline scripts by the hash of their text, files by their integrity attribute).
 */
export type ScriptPermission = { nonce: string } | { hashes: string[] };

/** The CSP for one response: scripts only by nonce or hash, and what those scripts load. */
export function contentSecurityPolicy(permission: ScriptPermission, isDevelopment: boolean): string {
  const trusted = "nonce" in permission ? [`'nonce-${permission.nonce}'`] : permission.hashes.map((hash) => `'${hash}'`);
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${trusted.join(" ")} 'strict-dynamic' https://js.stripe.com https://*.js.stripe.com https://maps.googleapis.com${isDevelopment ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline' https://fonts.googleapis.com",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data: https://fonts.gstatic.com",
    "connect-src 'self' https://api.stripe.com https://maps.googleapis.com https://*.googleapis.com",
    "frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com https://www.google.com https://maps.google.com",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ];
  return directives.join("; ");
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const attribute = (attributes: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, "i").exec(attributes)?.[1];
const isDataBlock = (type: string | undefined) => type !== undefined && !/^(text\/javascript|module)$/i.test(type);

/**
 * The CSP hash sources of every script in a prerendered page, or null when a script file has
 * no integrity attribute (its build has no SRI), since 'strict-dynamic' would then block it.
 */
export function scriptHashes(html: string): string[] | null {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (isDataBlock(attribute(attributes, "type"))) continue;
    if (attribute(attributes, "src") !== undefined) {
      const integrity = attribute(attributes, "integrity");
      if (!integrity) return null;
      hashes.add(integrity);
    } else {
      hashes.add(`sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`);
    }
  }
  return [...hashes];
}
