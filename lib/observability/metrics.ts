import cluster from "node:cluster";
import client, { type Metric } from "prom-client";

/**
 * The app's Prometheus metrics, in prom-client's global registry. prom-client is loaded from
 * node_modules (next.config.ts's serverExternalPackages), so the app's server and every route
 * bundle share one registry; this module itself may be loaded once per bundle, so each metric
 * is made by the first copy and found by the others. Under the launcher the web processes'
 * registries are summed by the launcher's AggregatorRegistry (lib/observability/metrics-server.ts).
 */
function shared<T extends Metric>(name: string, make: (name: string) => T): T {
  return (client.register.getSingleMetric(name) as T | undefined) ?? make(name);
}

/** Request latency by route template (never the path itself: a path can carry a token). */
export const httpServerDuration = shared(
  "http_server_request_duration_seconds",
  (name) =>
    new client.Histogram({
      name,
      help: "Duration of HTTP server requests, by method, route template and status (OpenTelemetry's http.server.request.duration).",
      labelNames: ["http_request_method", "http_route", "http_response_status_code"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
);

/** Booking holds: won (the slot is held) or lost (another hold took it first, or it was refused). */
export const holdsTotal = shared(
  "showbook_holds_total",
  (name) => new client.Counter({ name, help: "Booking holds asked for, by outcome: won (held or renewed) or lost (another booking or hold has the slot, or took it first in a race).", labelNames: ["outcome"] }),
);

/** Notices by channel and outcome: sent, retry (an attempt failed, it will be tried again), failed (given up). */
export const noticesTotal = shared(
  "showbook_notices_total",
  (name) => new client.Counter({ name, help: "Notices handed to a provider, by channel and outcome: sent, retry (a failed attempt) or failed (given up).", labelNames: ["channel", "outcome"] }),
);

/** Jobs run by the job worker, by queue and outcome. */
export const jobsTotal = shared(
  "showbook_jobs_total",
  (name) => new client.Counter({ name, help: "Background jobs run, by queue and outcome (completed or failed).", labelNames: ["queue", "outcome"] }),
);

/** The connection pools' size and the queries waiting on or using them, by pool. */
export const dbPoolMax = shared(
  "showbook_db_pool_max_connections",
  (name) => new client.Gauge({ name, help: "Connections a pool may open, by pool (summed over processes).", labelNames: ["pool"] }),
);
export const dbQueriesInFlight = shared(
  "showbook_db_queries_in_flight",
  (name) => new client.Gauge({ name, help: "Queries sent and not yet answered, by pool: above the pool's size, queries wait for a connection.", labelNames: ["pool"] }),
);

const globalForMetrics = globalThis as unknown as { showbookProcessMetrics?: boolean };

/**
 * Node's own metrics (CPU, memory, event-loop delay, handles), once per process; in a process
 * the launcher forked (node:cluster), also the answer to the launcher's requests for this
 * process's metrics, which prom-client's AggregatorRegistry sets up when made.
 */
export function registerProcessMetrics(): void {
  if (globalForMetrics.showbookProcessMetrics) return;
  globalForMetrics.showbookProcessMetrics = true;
  client.collectDefaultMetrics();
  if (cluster.isWorker) new client.AggregatorRegistry();
}
