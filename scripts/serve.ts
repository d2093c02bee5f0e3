/**
 * The production HTTP server: Next's request handler behind Node's own http server, which
 * alone knows each socket's peer address. It resolves the client address (trusting
 * X-Forwarded-For only from TRUSTED_PROXIES) and hands it to the app in one header. It also
 * gives every page served from the build's prerendered HTML its Content-Security-Policy (the
 * hashes of that HTML's inline scripts), so those requests need not run proxy.ts at all, and
 * answers 400 to a path whose percent-encoding is malformed or hides a NUL, which Next would
 * answer with a 500 (lib/routes/request-path.ts). The pages served from cached HTML
 * (lib/routes/cached-pages.ts) get the same kind of CSP, from the HTML of each response, and
 * are compressed here, after the hashing, as the client's Accept-Encoding allows. The information
 * pages are answered from memory once Next has answered each of them once, without entering
 * Next's request handler (lib/serve/static-page-store.ts). A page POST (a server action, by fetch
 * or by a form before hydration) that a browser sent from another site is refused with 403 here,
 * whatever the path: proxy.ts does not run on every page, and Next answers a foreign Origin with a 500.
 */
import cluster from "node:cluster";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import Negotiator from "negotiator";
import next from "next";
import { errorStatus, isAppError } from "@/lib/errors";
import { assertSameOrigin } from "@/lib/api/request-guards";
import { CLIENT_IP_HEADER, markClientIpResolvedByServer, resolveClientIp } from "@/lib/request-ip";
import { parseServerEnv } from "@/lib/env";
import { observeRequest, routeResolver } from "@/lib/observability/http";
import { logger, setProcessRole } from "@/lib/observability/log";
import { registerProcessMetrics } from "@/lib/observability/metrics";
import { serveMetrics } from "@/lib/observability/metrics-server";
import { startTracing } from "@/lib/observability/tracing";
import { isCachedPublicPage } from "@/lib/routes/cached-pages";
import { contentSecurityPolicy, inlineScriptHashes } from "@/lib/routes/content-security-policy";
import { prerenderedScriptHashes } from "@/lib/routes/prerendered-pages";
import { decodedRequestPath, MALFORMED_PATH_MESSAGE } from "@/lib/routes/request-path";
import { gracefulShutdown } from "@/lib/serve/graceful-shutdown";
import { mayStoreStaticPage, sendStoredPage, storedStaticPage, storeStaticPage } from "@/lib/serve/static-page-store";
import { closeAtShutdown, closeResources } from "@/lib/shutdown";

/**
 * The hash-based CSP of a prerendered page, set before Next answers from that page's HTML.
 * Next's own files (/_next/…) are never pages, so they are not matched against the routes.
 */
async function setPrerenderedPagePolicy(req: IncomingMessage, res: ServerResponse, pathname: string) {
  if ((req.method !== "GET" && req.method !== "HEAD") || req.url?.startsWith("/_next/")) return;
  const hashes = await prerenderedScriptHashes(pathname);
  if (!hashes) return;
  res.setHeader("content-security-policy", contentSecurityPolicy({ hashes }, false));
  compressPrerenderedPage(req, res, pathname);
}

const compress = {
  br: (body: Buffer, quality: number) =>
    promisify(brotliCompress)(body, {
      params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body: Buffer, quality: number) => promisify(gzip)(body, { level: quality === BEST ? 9 : 6 }),
};
type Encoding = keyof typeof compress;
const BEST = 11;
/** Below this a body is sent as it is: compressing it saves less than its headers cost. */
const COMPRESS_MIN_BYTES = 1024;
/** Compressed bodies by encoding and ETag: a page's HTML is compressed once per rendering, not per request. */
const encodedBodies = new Map<string, Promise<Buffer>>();
const ENCODED_BODIES_KEPT = 200;

/** The encoding the client's Accept-Encoding prefers of brotli and gzip (brotli of two it accepts equally), or null. */
function acceptedEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const encoding = new Negotiator({ headers: { "accept-encoding": acceptEncoding } }).encoding(["br", "gzip"], { preferred: ["br", "gzip"] });
  return encoding === "br" || encoding === "gzip" ? encoding : null;
}

/** The body compressed, at the best ratio and kept when its ETag names it, else at a quick one for this response. */
function encodedBody(body: Buffer, encoding: Encoding, etag: string | null): Promise<Buffer> {
  if (!etag) return compress[encoding](body, 5);
  const key = `${encoding} ${etag}`;
  let encoded = encodedBodies.get(key);
  if (!encoded) {
    encoded = compress[encoding](body, BEST);
    encoded.catch(() => encodedBodies.delete(key));
    encodedBodies.set(key, encoded);
    if (encodedBodies.size > ENCODED_BODIES_KEPT) encodedBodies.delete(encodedBodies.keys().next().value as string);
  }
  return encoded;
}

/**
 * The body in the encoding the client asked for, with Vary, Content-Encoding and Content-Length
 * set to match (and a strong ETag made weak, as the bytes differ from the HTML's).
 */
async function encodeBody(res: ServerResponse, body: Buffer, encoding: Encoding | null): Promise<Buffer> {
  const vary = String(res.getHeader("vary") ?? "");
  if (!/\baccept-encoding\b/i.test(vary)) res.setHeader("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  if (!encoding || body.length < COMPRESS_MIN_BYTES || res.hasHeader("content-encoding")) return body;
  const etag = res.getHeader("etag");
  const encoded = await encodedBody(body, encoding, typeof etag === "string" ? etag : null);
  res.setHeader("content-encoding", encoding);
  res.setHeader("content-length", encoded.length);
  if (typeof etag === "string" && !etag.startsWith("W/")) res.setHeader("etag", `W/${etag}`);
  return encoded;
}

/**
 * Holds back Next's response until its body is complete, then gives `finish` the whole body to
 * set headers from and sends what it returns. Next is asked for the body uncompressed (the
 * caller drops Accept-Encoding), so `finish` reads HTML and compresses it itself.
 */
function holdBackResponse(res: ServerResponse, finish: (body: Buffer) => Promise<Buffer>) {
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
    finish(Buffer.concat(chunks)).then(
      (body) => {
        // Node's own end() writes the head through writeHead.
        res.writeHead = writeHead;
        end(body, done);
      },
      (error: unknown) => res.destroy(error instanceof Error ? error : new Error(String(error))),
    );
    return res;
  }) as typeof res.end;
}

/**
 * A page served from cached HTML: its CSP is the hashes of that HTML's inline scripts (the page
 * carries no nonce, and its inline scripts, the page's data, change whenever it is rendered
 * again), set once the body is complete; then the body is compressed as the client accepts.
 */
function setCachedPagePolicy(req: IncomingMessage, res: ServerResponse) {
  const encoding = acceptedEncoding(req.headers["accept-encoding"]);
  delete req.headers["accept-encoding"];
  holdBackResponse(res, (body) => {
    if (/^text\/html/i.test(String(res.getHeader("content-type") ?? ""))) {
      res.setHeader("content-security-policy", contentSecurityPolicy({ hashes: inlineScriptHashes(body.toString("utf8")) }, false));
    }
    return encodeBody(res, body, encoding);
  });
}

/**
 * A prerendered page asked for compressed: its body is compressed once per build page (by its
 * ETag) at brotli's best ratio and kept, where Next would gzip it again for every request. An
 * information page's first plain GET is kept whole, to answer later requests from memory
 * (lib/serve/static-page-store.ts).
 */
function compressPrerenderedPage(req: IncomingMessage, res: ServerResponse, pathname: string) {
  const encoding = acceptedEncoding(req.headers["accept-encoding"]);
  const keep = mayStoreStaticPage(req, pathname);
  if (!encoding && !keep) return;
  delete req.headers["accept-encoding"];
  holdBackResponse(res, (body) => {
    if (keep) void storeStaticPage(pathname, res.statusCode, { ...res.getHeaders() }, body, encodedBody);
    return encodeBody(res, body, encoding);
  });
}

/** The readiness checks a balancer asks (the legacy /api/health among them); liveness stays as it is. */
const READINESS_PATHS = new Set(["/api/health", "/api/health/ready"]);

/** 503 to a readiness check of a node that is shutting down, so the balancer takes it out first. */
function refuseWhileDraining(res: ServerResponse) {
  res.writeHead(503, { "content-type": "application/json", "retry-after": "1" });
  res.end(JSON.stringify({ ok: false, error: "Shutting down", code: "shutting_down" }));
}

/**
 * 403 for a POST to a page (every server action is one) that a browser sent from another
 * origin; the API's routes judge their own (lib/api/route.ts), and webhooks come from programs.
 */
function refuseCrossSiteAction(req: IncomingMessage, res: ServerResponse, appUrl: string): boolean {
  if (req.method !== "POST" || req.url?.startsWith("/api/")) return false;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  try {
    assertSameOrigin(headers, appUrl);
    return false;
  } catch (error) {
    if (!isAppError(error)) throw error;
    res.writeHead(errorStatus[error.code], { "content-type": "application/json" });
    res.end(JSON.stringify({ error: error.message, code: error.code }));
    return true;
  }
}

/** 400 for a path that cannot be decoded, in the API's error shape under /api. */
function refuseMalformedPath(req: IncomingMessage, res: ServerResponse) {
  const api = req.url?.startsWith("/api/");
  res.writeHead(400, { "content-type": api ? "application/json" : "text/plain; charset=utf-8" });
  res.end(api ? JSON.stringify({ error: MALFORMED_PATH_MESSAGE, code: "bad_request" }) : `${MALFORMED_PATH_MESSAGE}.\n`);
}

/**
 * Under the launcher (a node:cluster worker) the launcher serves every process's metrics, and
 * this process exits when the launcher dies; run alone (a container's web role), it serves its own.
 */
async function main() {
  setProcessRole("web");
  const port = Number(process.env.PORT ?? 3000);
  const { TRUSTED_PROXIES, APP_URL, SHUTDOWN_DRAIN_SECONDS, SHUTDOWN_TIMEOUT_SECONDS, METRICS_PORT, METRICS_HOST } = parseServerEnv(process.env);
  registerProcessMetrics();
  if (!cluster.isWorker && METRICS_PORT) serveMetrics({ port: METRICS_PORT, host: METRICS_HOST, aggregate: false });
  const stopTracing = await startTracing("web");
  // The spans still buffered go out before the process exits.
  if (stopTracing) closeAtShutdown("traces", stopTracing);
  const app = next({ dev: false, dir: process.cwd(), port });
  await app.prepare();
  const handle = app.getRequestHandler();
  const routeOf = routeResolver(path.resolve(process.env.NEXT_DIST_DIR || ".next"));
  markClientIpResolvedByServer();
  const server = createServer((req, res) => {
    const pathname = decodedRequestPath(req.url);
    observeRequest(req, res, { trustedProxies: TRUSTED_PROXIES, routeOf, pathname }, () => serve(req, res, pathname));
  }).listen(port, () => logger.info({ url: `http://localhost:${port}` }, "serving"));

  function serve(req: IncomingMessage, res: ServerResponse, pathname: string | null) {
    const forwardedFor = req.headers["x-forwarded-for"];
    const address = resolveClientIp(
      Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor,
      req.socket.remoteAddress,
      TRUSTED_PROXIES,
    );
    if (address) req.headers[CLIENT_IP_HEADER] = address;
    else delete req.headers[CLIENT_IP_HEADER];
    if (pathname === null) return refuseMalformedPath(req, res);
    if (shutdown.isDraining() && READINESS_PATHS.has(pathname)) return refuseWhileDraining(res);
    if (refuseCrossSiteAction(req, res, APP_URL)) return;
    const stored = storedStaticPage(req, pathname);
    if (stored) return sendStoredPage(req, res, stored, acceptedEncoding(req.headers["accept-encoding"]));
    if ((req.method === "GET" || req.method === "HEAD") && isCachedPublicPage(pathname)) {
      setCachedPagePolicy(req, res);
      return void handle(req, res);
    }
    void setPrerenderedPagePolicy(req, res, pathname).then(() => handle(req, res));
  }
  // An idle keep-alive connection is closed after longer than clients and load balancers keep
  // theirs (60 s is the common default), so a client does not send its next request on a
  // connection the server is closing at that moment (Node's 5 s gave the tests' ECONNRESET).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // The launcher sends SIGTERM when it shuts down (or lost its database).
  const shutdown = gracefulShutdown(server, {
    drainMs: SHUTDOWN_DRAIN_SECONDS * 1000,
    deadlineMs: SHUTDOWN_TIMEOUT_SECONDS * 1000,
    closeResources,
    log: (line) => logger.info(line),
  });
  process.once("SIGTERM", shutdown.begin);
}

main().catch((error) => {
  logger.fatal({ err: error }, "the web server cannot start");
  process.exit(1);
});
