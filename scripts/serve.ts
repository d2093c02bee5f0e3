/**
 * The production HTTP server: Next's request handler behind Node's own http server, which
 * alone knows each socket's peer address. It resolves the client address (trusting
 * X-Forwarded-For only from TRUSTED_PROXIES) and hands it to the app in one header. It also
 * gives every page served from the build's prerendered HTML its Content-Security-Policy (the
 * hashes of that HTML's inline scripts), so those requests need not run proxy.ts at all.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import next from "next";
import { CLIENT_IP_HEADER, markClientIpResolvedByServer, resolveClientIp } from "@/lib/auth/request-ip";
import { parseServerEnv } from "@/lib/env";
import { contentSecurityPolicy } from "@/lib/routes/content-security-policy";
import { prerenderedScriptHashes } from "@/lib/routes/prerendered-pages";

function decodedPath(url: string | undefined): string | null {
  try {
    return decodeURIComponent(new URL(url ?? "/", "http://server.invalid").pathname);
  } catch {
    return null;
  }
}

/**
 * The hash-based CSP of a prerendered page, set before Next answers from that page's HTML.
 * Next's own files (/_next/…) are never pages, so they are not matched against the routes.
 */
async function setPrerenderedPagePolicy(req: IncomingMessage, res: ServerResponse) {
  if ((req.method !== "GET" && req.method !== "HEAD") || req.url?.startsWith("/_next/")) return;
  const pathname = decodedPath(req.url);
  const hashes = pathname ? await prerenderedScriptHashes(pathname) : null;
  if (hashes) res.setHeader("content-security-policy", contentSecurityPolicy({ hashes }, false));
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
    void setPrerenderedPagePolicy(req, res).then(() => handle(req, res));
  }).listen(port, () => console.log(`[showbook] serving on http://localhost:${port}`));
  // The launcher sends SIGTERM when it shuts down (or lost its database): finish the
  // requests in flight, then exit.
  process.once("SIGTERM", () => server.close(() => process.exit(0)));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
