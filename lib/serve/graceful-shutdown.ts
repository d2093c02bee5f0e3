import type { IncomingMessage, Server, ServerResponse } from "node:http";

export type ShutdownOptions = {
  /** How long the node keeps serving, while its readiness answers 503, before it stops accepting: the balancer's time to notice. */
  drainMs: number;
  /** From the signal: past this the process exits (code 1) whatever is still in flight. */
  deadlineMs: number;
  /** Closes the process's pools once no request is in flight; returns what could not be closed. */
  closeResources: (timeoutMs: number) => Promise<string[]>;
  exit?: (code: number) => void;
  log?: (line: string) => void;
};

export type GracefulShutdown = {
  /** True from the signal on: readiness answers 503 so the balancer stops sending here. */
  isDraining: () => boolean;
  /** Starts the shutdown (once; later calls do nothing). */
  begin: () => void;
};

/**
 * The graceful shutdown of a web process (on SIGTERM, which the launcher sends at its own stop):
 * readiness fails at once and every response closes its connection, so clients and the
 * balancer move to other nodes; after `drainMs` the server stops accepting and closes its idle
 * connections; once the requests in flight are answered the pools are closed and the process
 * exits 0, or 1 when `deadlineMs` passed first.
 */
export function gracefulShutdown(server: Server, { drainMs, deadlineMs, closeResources, exit = process.exit, log = console.log }: ShutdownOptions): GracefulShutdown {
  let draining = false;
  // Before the app's own handler, which may answer at once.
  server.prependListener("request", (_request: IncomingMessage, response: ServerResponse) => {
    if (draining && !response.headersSent) response.setHeader("connection", "close");
  });
  let started = 0;
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  return {
    isDraining: () => draining,
    begin: () => {
      if (draining) return;
      draining = true;
      started = Date.now();
      log(`[showbook] web server (pid ${process.pid}) shutting down: draining for ${drainMs / 1000} s, then finishing the requests in flight`);
      setTimeout(() => {
        log(`[showbook] web server (pid ${process.pid}) did not finish within ${deadlineMs / 1000} s; exiting`);
        exit(1);
      }, deadlineMs).unref();
      setTimeout(() => {
        server.close(async () => {
          const unclosed = await closeResources(Math.max(1_000, deadlineMs - (Date.now() - started)));
          if (unclosed.length) log(`[showbook] could not close: ${unclosed.join(", ")}`);
          log(`[showbook] web server (pid ${process.pid}) stopped after ${elapsed()}`);
          exit(0);
        });
        server.closeIdleConnections();
      }, drainMs);
    },
  };
}
