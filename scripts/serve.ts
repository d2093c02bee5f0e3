/**
 * The production HTTP server: Next's request handler behind Node's own http server, which
 * alone knows each socket's peer address. It resolves the client address (trusting
 * X-Forwarded-For only from TRUSTED_PROXIES) and hands it to the app in one header. It also
 * gives every page served from the build's prerendered HTML its Content-Security-Policy (the
 * hashes of that HTML's inline scripts), so those requests need not run proxy.ts at all, and
 * answers 400 to a path whose percent-encoding is malformed or hides a NUL, which Next would
 * answer with a 500 (lib/routes/request-path.ts).
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import next from "next";
import { CLIENT_IP_HEADER, markClientIpResolvedByServer, resolveClientIp } from "@/lib/auth/request-ip";
import { parseServerEnv } from "@/lib/env";
import { contentSecurityPolicy } from "@/lib/routes/content-security-policy";
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
