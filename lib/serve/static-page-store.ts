/**
 * The information pages (lib/routes/static-pages.ts) answered from memory by scripts/serve.ts,
 * without entering Next's request handler. Next answers the first plain GET of each page from
 * the build's prerendered HTML; that answer is kept whole (status, Next's headers, ETag), with
 * its hash CSP computed once and its brotli and gzip bodies compressed once, and every later
 * request of that page is answered from it: 304 to a matching If-None-Match, HEAD, and the
 * body in the encoding the client accepts, with Vary. A build's prerendered HTML never changes
 * while the process serves it, so only a new build (a restart) replaces what is kept.
 * Router requests (RSC payloads, prefetches) and paths with a query still go to Next.
 */
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { contentSecurityPolicy, inlineScriptHashes } from "@/lib/routes/content-security-policy";
import { STATIC_PAGES } from "@/lib/routes/static-pages";

export type Encoding = "br" | "gzip";
type Variant = { headers: OutgoingHttpHeaders; notModified: OutgoingHttpHeaders; body: Buffer };
export type StoredPage = Record<Encoding | "identity", Variant>;
export type StoredAnswer = { status: 200 | 304; headers: OutgoingHttpHeaders; body: Buffer | null };

const STATIC = new Set<string>(STATIC_PAGES);
/** Headers of Next's answer that belong to that one response (or are set per variant), not to the page. */
const PER_RESPONSE = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding"]);
/** Request headers of Next's router: such a request asks for the page's RSC payload or a prefetch, not its HTML. */
const ROUTER_HEADERS = ["rsc", "next-router-prefetch", "next-router-state-tree", "next-router-segment-prefetch", "next-action", "next-url"];

const stored = new Map<string, StoredPage>();
const storing = new Set<string>();

/** A GET or HEAD of a static page's bare path (no query, no percent-encoding) asking for its HTML. */
function asksForStaticHtml(req: IncomingMessage, pathname: string): boolean {
  if ((req.method !== "GET" && req.method !== "HEAD") || req.url !== pathname || !STATIC.has(pathname)) return false;
  return ROUTER_HEADERS.every((name) => req.headers[name] === undefined);
}

/** The kept answer for this request, or undefined when Next is to answer it. */
export function storedStaticPage(req: IncomingMessage, pathname: string): StoredPage | undefined {
  return stored.size > 0 && asksForStaticHtml(req, pathname) ? stored.get(pathname) : undefined;
}

/** Whether Next's answer to this request is the page's whole HTML, to be kept: an unconditional GET of a page not kept yet. */
export function mayStoreStaticPage(req: IncomingMessage, pathname: string): boolean {
  return (
    req.method === "GET" &&
    !stored.has(pathname) &&
    !storing.has(pathname) &&
    asksForStaticHtml(req, pathname) &&
    req.headers["if-none-match"] === undefined &&
    req.headers["if-modified-since"] === undefined
  );
}

const weak = (etag: string) => (etag.startsWith("W/") ? etag : `W/${etag}`);

/**
 * The page's answers made from Next's headers and HTML: one CSP from the HTML's inline scripts,
 * Vary naming Accept-Encoding, and per encoding its body, Content-Length and ETag (weak for a
 * compressed body, whose bytes differ from the HTML's); a 304 carries no Content-Type or length.
 */
export function storedPage(nextHeaders: OutgoingHttpHeaders, html: Buffer, compressed: Record<Encoding, Buffer>): StoredPage {
  const page: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(nextHeaders)) if (value !== undefined && !PER_RESPONSE.has(name)) page[name] = value;
  page["content-security-policy"] = contentSecurityPolicy({ hashes: inlineScriptHashes(html.toString("utf8")) }, false);
  const vary = String(page.vary ?? "");
  if (!/\baccept-encoding\b/i.test(vary)) page.vary = vary ? `${vary}, Accept-Encoding` : "Accept-Encoding";
  const variant = (body: Buffer, encoding?: Encoding): Variant => {
    const headers: OutgoingHttpHeaders = encoding ? { ...page, "content-encoding": encoding, etag: weak(String(page.etag)) } : { ...page };
    const notModified = { ...headers };
    delete notModified["content-type"];
    delete notModified["content-encoding"];
    return { headers: { ...headers, "content-length": body.length }, notModified, body };
  };
  return { identity: variant(html), br: variant(compressed.br, "br"), gzip: variant(compressed.gzip, "gzip") };
}

/**
 * Keeps Next's answer to a page's unconditional GET, once its compressed bodies are made: only a
 * 200 of HTML with an ETag (anything else is answered by Next every time, as before). Never
 * rejects, so the server need not wait for it.
 */
export async function storeStaticPage(
  pathname: string,
  status: number,
  nextHeaders: OutgoingHttpHeaders,
  html: Buffer,
  compress: (body: Buffer, encoding: Encoding, etag: string) => Promise<Buffer>,
): Promise<void> {
  const etag = nextHeaders.etag;
  if (status !== 200 || typeof etag !== "string" || !/^text\/html/i.test(String(nextHeaders["content-type"] ?? ""))) return;
  if (stored.has(pathname) || storing.has(pathname)) return;
  storing.add(pathname);
  try {
    const [br, gzip] = await Promise.all([compress(html, "br", etag), compress(html, "gzip", etag)]);
    stored.set(pathname, storedPage(nextHeaders, html, { br, gzip }));
  } catch {
    // Not kept: Next goes on answering the page, and a later GET tries again.
  } finally {
    storing.delete(pathname);
  }
}

/**
 * If-None-Match compared weakly (RFC 9110 §13.1.2), as Next's own `fresh` check does; a request
 * saying `Cache-Control: no-cache` always gets the body.
 */
function isNotModified(headers: IncomingHttpHeaders, etag: string): boolean {
  const asked = headers["if-none-match"];
  if (!asked || /(?:^|,)\s*no-cache\s*(?:,|$)/i.test(headers["cache-control"] ?? "")) return false;
  if (asked.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return asked.split(",").some((tag) => tag.trim().replace(/^W\//, "") === opaque);
}

/** The kept page's answer to a request: 304, or 200 with the body in the encoding given (none for HEAD). */
export function storedAnswer(page: StoredPage, method: string | undefined, headers: IncomingHttpHeaders, encoding: Encoding | null): StoredAnswer {
  const variant = page[encoding ?? "identity"];
  if (isNotModified(headers, String(variant.headers.etag))) return { status: 304, headers: variant.notModified, body: null };
  return { status: 200, headers: variant.headers, body: method === "HEAD" ? null : variant.body };
}

/** Sends the kept page's answer to this request. */
export function sendStoredPage(req: IncomingMessage, res: ServerResponse, page: StoredPage, encoding: Encoding | null) {
  const answer = storedAnswer(page, req.method, req.headers, encoding);
  res.writeHead(answer.status, answer.headers);
  if (answer.body) res.end(answer.body);
  else res.end();
}
