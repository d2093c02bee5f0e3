import { createServer, type Server } from "node:http";
import client from "prom-client";
import { logger } from "./log";

/**
 * Serves Prometheus' text exposition on http://host:port/metrics, apart from the app's public
 * port (by default on the loopback only: METRICS_HOST). With `aggregate` (the launcher, node:cluster's
 * primary) it is every forked process's metrics summed by prom-client's AggregatorRegistry (the
 * gauges that each process reads from the database alike are aggregated by max instead);
 * without, this process's own (a web process or job worker run alone, as in a container). A port already taken is logged, and the app
 * serves on without metrics.
 */
export function serveMetrics({ port, host, aggregate }: { port: number; host: string; aggregate: boolean }): Server {
  const aggregator = aggregate ? new client.AggregatorRegistry() : null;
  const metrics = () => (aggregator ? aggregator.clusterMetrics() : client.register.metrics());
  const server = createServer((req, res) => {
    if (req.url?.split("?")[0] !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Metrics are at /metrics.\n");
      return;
    }
    metrics().then(
      (body) => res.writeHead(200, { "content-type": client.register.contentType }).end(req.method === "HEAD" ? undefined : body),
      (error: unknown) => {
        logger.error({ err: error }, "metrics could not be collected");
        res.writeHead(503, { "content-type": "text/plain; charset=utf-8" }).end("Metrics could not be collected; see the log.\n");
      },
    );
  });
  server.on("error", (error) => logger.error({ err: error, port, host }, "the metrics server cannot listen; serving without metrics"));
  server.listen(port, host, () => logger.info({ url: `http://${host.includes(":") ? `[${host}]` : host}:${port}/metrics` }, "metrics served"));
  return server;
}
