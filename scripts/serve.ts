/**
 * The production HTTP server: Next's request handler behind Node's own http server, which
 * alone knows each socket's peer address. It resolves the client address (trusting
 * X-Forwarded-For only from TRUSTED_PROXIES) and hands it to the app in one header. It also
 * gives every page served from the build's prerendered HTML its Content-Security-Policy (the
 * hashes of that HTML's inline scripts), so those requests need not run proxy.ts at all, and
 * answers 400 to a path whose percent-encoding is malformed or hides a NUL, which Next would
 * answer with a 500 (lib/routes/request-path.ts). The pages served from cached HTML
 * (lib/routes/cached-pages.ts) get the same kind of CSP, from the HTML of each response, and
 * are compressed here, after the hashing, as the client's Accept-Encoding allows.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import Negotiator from "negotiator";
import next from "next";
import { CLIENT_IP_HEADER, markClientIpResolvedByServer, resolveClientIp } from "@/lib/auth/request-ip";
import { parseServerEnv } from "@/lib/env";
import { isCachedPublicPage } from "@/lib/routes/cached-pages";
import { contentSecurityPolicy, inlineScriptHashes } from "@/lib/routes/content-security-policy";
import { prerenderedScriptHashes } from "@/lib/routes/prerendered-pages";
import { decodedRequestPath, MALFORMED_PATH_MESSAGE } from "@/lib/routes/request-path";

/**
 * The hash-based CSP of a prerendered page, set before Next answers from that page's HTML.
 * Next's own files (/_next/…) are never pages, so they are not matched against the routes.
 */
async function setPrerenderedPagePolicy(req: IncomingMessage, res: ServerResponse, pathname: string) {
  if ((req.method !== "GET" && req.method !== "HEAD") || req.url?.startsWith("/_next/")) return;
  const hashes = await prerenderedScriptHashes(pathname);
  if (hashes) res.setHeader("content-security-policy", contentSecurityPolicy({ hashes }, false));
}

const compressors = {
  br: (body: Buffer) =>
    promisify(brotliCompress)(body, {
      params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body: Buffer) => promisify(gzip)(body, { level: 6 }),
};
/** Below this a body is sent as it is: compressing it saves less than its headers cost. */
const COMPRESS_MIN_BYTES = 1024;

/**
 * The body as the client asked for it: brotli or gzip when its Accept-Encoding allows one, with
 * Content-Encoding and Content-Length set to match (and a strong ETag made weak, as the bytes differ).
 */
async function encodeBody(res: ServerResponse, body: Buffer, acceptEncoding: string | undefined): Promise<Buffer> {
  res.setHeader("vary", [String(res.getHeader("vary") ?? ""), "Accept-Encoding"].filter(Boolean).join(", "));
  // Of two encodings the client accepts equally, brotli: smaller, and as fast at this quality.
  const encoding = new Negotiator({ headers: { "accept-encoding": acceptEncoding } }).encoding(["br", "gzip"], { preferred: ["br", "gzip"] });
  if (body.length < COMPRESS_MIN_BYTES || res.hasHeader("content-encoding") || (encoding !== "br" && encoding !== "gzip")) return body;
  const encoded = await compressors[encoding](body);
  res.setHeader("content-encoding", encoding);
  res.setHeader("content-length", encoded.length);
  const etag = res.getHeader("etag");
  if (typeof etag === "string" && !etag.startsWith("W/")) res.setHeader("etag", `W/${etag}`);
  return encoded;
}

/**
 * Holds back the response of a page served from cached HTML until its body is complete, then
 * sets the CSP of the hashes of that HTML's inline scripts (the page carries no nonce, and its
 * inline scripts, the page's data, change whenever it is rendered again), and compresses the
 * body as `acceptEncoding` allows: Next is asked for the page uncompressed, to read its HTML.
 */
function setCachedPagePolicy(res: ServerResponse, acceptEncoding: string | undefined) {
  const chunks: Buffer[] = [];
  const end = res.end.bind(res) as (body: Buffer, callback?: () => void) => ServerResponse;
  const { writeHead } = res;
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
  };
  // The status and headers are kept on the response, to go out with the body.
  res.writeHead = ((statusCode: number, message?: unknown, headers?: unknown) => {
    res.statusCode = statusCode;
    if (typeof message === "string") res.statusMessage = message;
    const given = typeof message === "object" ? message : headers;
    if (given && !Array.isArray(given)) for (const [name, value] of Object.entries(given)) if (value !== undefined) res.setHeader(name, value as string);
    return res;
  }) as typeof res.writeHead;
  res.flushHeaders = () => {};
  res.write = ((chunk: unknown, encoding?: unknown, callback?: () => void) => {
    collect(chunk, encoding);
    (typeof encoding === "function" ? encoding : callback)?.();
    return true;
  }) as typeof res.write;
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: () => void) => {
    collect(chunk, encoding);
    const done = (typeof chunk === "function" ? chunk : typeof encoding === "function" ? encoding : callback) as (() => void) | undefined;
    const body = Buffer.concat(chunks);
    const html = /^text\/html/i.test(String(res.getHeader("content-type") ?? ""));
    if (html) res.setHeader("content-security-policy", contentSecurityPolicy({ hashes: inlineScriptHashes(body.toString("utf8")) }, false));
    // Node's own end() writes the head through writeHead.
    res.writeHead = writeHead;
    encodeBody(res, body, acceptEncoding).then(
      (sent) => end(sent, done),
      (error: unknown) => res.destroy(error instanceof Error ? error : new Error(String(error))),
    );
    return res;
  }) as typeof res.end;
}

/** 400 for a path that cannot be decoded, in the API's error shape under /api. */
function refuseMalformedPath(req: IncomingMessage, res: ServerResponse) {
  const api = req.url?.startsWith("/api/");
  res.writeHead(400, { "content-type": api ? "application/json" : "text/plain; charset=utf-8" });
  res.end(api ? JSON.stringify({ error: MALFORMED_PATH_MESSAGE, code: "bad_request" }) : `${MALFORMED_PATH_MESSAGE}.\n`);
}

async function main() {
  const port = Number(process.env.PORT ?? 3000);
  const { TRUSTED_PROXIES } = parseServerEnv(process.env);
  const app = next({ dev: false, dir: process.cwd(), port });
  await app.prepare();
  const handle = app.getRequestHandler();
  markClientIpResolvedByServer();
  const server = createServer((req, res) => {
    const forwardedFor = req.headers["x-forwarded-for"];
    const address = resolveClientIp(
      Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor,
      req.socket.remoteAddress,
      TRUSTED_PROXIES,
    );
    if (address) req.headers[CLIENT_IP_HEADER] = address;
    else delete req.headers[CLIENT_IP_HEADER];
    const pathname = decodedRequestPath(req.url);
    if (pathname === null) return refuseMalformedPath(req, res);
    if ((req.method === "GET" || req.method === "HEAD") && isCachedPublicPage(pathname)) {
      // Read as HTML, not compressed bytes, to hash its scripts; compressed once hashed.
      const acceptEncoding = req.headers["accept-encoding"];
      delete req.headers["accept-encoding"];
      setCachedPagePolicy(res, acceptEncoding);
      return void handle(req, res);
    }
    void setPrerenderedPagePolicy(req, res, pathname).then(() => handle(req, res));
  }).listen(port, () => console.log(`[showbook] serving on http://localhost:${port}`));
  // The launcher sends SIGTERM when it shuts down (or lost its database): finish the
  // requests in flight, then exit.
  process.once("SIGTERM", () => server.close(() => process.exit(0)));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
