/**
 * The production HTTP server: Next's request handler behind Node's own http server, which
 * alone knows each socket's peer address. It resolves the client address (trusting
 * X-Forwarded-For only from TRUSTED_PROXIES) and hands it to the app in one header.
 */
import { createServer } from "node:http";
import next from "next";
import { CLIENT_IP_HEADER, markClientIpResolvedByServer, resolveClientIp } from "@/lib/auth/request-ip";
import { parseServerEnv } from "@/lib/env";

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
    void handle(req, res);
  }).listen(port, () => console.log(`[showbook] serving on http://localhost:${port}`));
  // The launcher sends SIGTERM when it shuts down (or lost its database): finish the
  // requests in flight, then exit.
  process.once("SIGTERM", () => server.close(() => process.exit(0)));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
