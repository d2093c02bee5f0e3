import { randomUUID } from "node:crypto";
import { AsyncResource } from "node:async_hooks";
import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { context, propagation, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import { isTrustedPeer } from "@/lib/request-ip";
import { logger, requestContext, type RequestContext } from "./log";
import { httpServerDuration } from "./metrics";
import { tracer } from "./tracing";

export const REQUEST_ID_HEADER = "x-request-id";

/** A request id a proxy may hand on: short, and of characters that cannot break a log line. */
const REQUEST_ID = /^[\w.:@/+=-]{1,128}$/;

/**
 * The request's id: the trusted proxy's X-Request-Id (so the proxy's log and the app's agree),
 * else a new one. A client's own X-Request-Id is not taken: it could forge or collide ids.
 */
export function requestIdOf(req: IncomingMessage, trustedProxies: readonly string[]): string {
  const given = req.headers[REQUEST_ID_HEADER];
  if (typeof given === "string" && REQUEST_ID.test(given) && isTrustedPeer(req.socket.remoteAddress, trustedProxies)) return given;
  return randomUUID();
}

type ManifestRoute = { page: string; regex: string };

/**
 * Resolves a path to the route template Next serves it from ("/book/[slug]"), from the build's
 * routes manifest: the label of a request's metrics and log line, which never carries the path
 * itself (a path can hold a manage token or a signed link). Next's own files are "/_next/static"
 * and the like; a path no route matches is "(unmatched)".
 */
export function routeResolver(distDir: string): (pathname: string) => string {
  const manifest = JSON.parse(readFileSync(path.join(distDir, "routes-manifest.json"), "utf8")) as {
    staticRoutes: ManifestRoute[];
    dynamicRoutes: ManifestRoute[];
  };
  const routes = [...manifest.staticRoutes, ...manifest.dynamicRoutes].map(({ page, regex }) => ({ page, regex: new RegExp(regex) }));
  return (pathname) => {
    if (pathname.startsWith("/_next/")) return pathname.split("/", 3).join("/");
    return routes.find(({ regex }) => regex.test(pathname))?.page ?? "(unmatched)";
  };
}

const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "CONNECT", "TRACE"]);

type ObserveOptions = { trustedProxies: readonly string[]; routeOf: (pathname: string) => string; pathname: string | null };

/**
 * Serves one request inside its observation: a request id (set on the request for the app and
 * on the response for the client), an OpenTelemetry server span named by method and route
 * (continuing the caller's trace from its traceparent), and, when the response is done, one
 * log line (id, acting user, route, status, duration) and the latency histogram's sample.
 */
export function observeRequest(req: IncomingMessage, res: ServerResponse, { trustedProxies, routeOf, pathname }: ObserveOptions, serve: () => void) {
  const started = process.hrtime.bigint();
  const requestId = requestIdOf(req, trustedProxies);
  req.headers[REQUEST_ID_HEADER] = requestId;
  res.setHeader(REQUEST_ID_HEADER, requestId);
  const method = KNOWN_METHODS.has(req.method ?? "") ? req.method! : "_OTHER";
  const route = pathname === null ? "(malformed)" : routeOf(pathname);
  const parent = propagation.extract(context.active(), req.headers);
  const span = tracer().startSpan(
    `${method} ${route}`,
    {
      kind: SpanKind.SERVER,
      attributes: {
        "http.request.method": method,
        "http.route": route,
        "url.scheme": "http",
        "network.protocol.version": req.httpVersion,
        "showbook.request_id": requestId,
      },
    },
    parent,
  );
  const store: RequestContext = { requestId };
  requestContext.run(store, () => {
    let done = false;
    const finish = AsyncResource.bind(() => {
      if (done) return;
      done = true;
      const status = res.statusCode;
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const aborted = !res.writableFinished;
      httpServerDuration.observe({ http_request_method: method, http_route: route, http_response_status_code: String(status) }, seconds);
      span.setAttribute("http.response.status_code", status);
      if (store.userId) span.setAttribute("enduser.id", store.userId);
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
      logger[status >= 500 ? "error" : "info"](
        { method, route, status, durationMs: Math.round(seconds * 10_000) / 10, ...(aborted ? { aborted: true } : {}) },
        "request",
      );
    });
    res.once("finish", finish);
    res.once("close", finish);
    context.with(trace.setSpan(parent, span), serve);
  });
}
