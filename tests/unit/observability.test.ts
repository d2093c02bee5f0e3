import { once } from "node:events";
import { mkdtemp, mkdir, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import client from "prom-client";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { parseServerEnv } from "@/lib/env";
import { observeRequest, routeResolver } from "@/lib/observability/http";
import { createLogger, logger, requestContext, serializeError, setRequestUser } from "@/lib/observability/log";
import { httpServerDuration } from "@/lib/observability/metrics";

/** A logger writing into an array of parsed lines. */
function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { log: createLogger(stream), lines };
}

/** The build's routes manifest, as Next writes it, with a static and a dynamic route. */
async function manifestDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "showbook-routes-"));
  await mkdir(dir, { recursive: true });
  await writeFile(
    path.join(dir, "routes-manifest.json"),
    JSON.stringify({
      staticRoutes: [{ page: "/api/health", regex: "^/api/health(?:/)?$" }],
      dynamicRoutes: [{ page: "/book/manage/[token]", regex: "^/book/manage/([^/]+?)(?:/)?$" }],
    }),
  );
  return dir;
}

const servers: Server[] = [];
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));
afterEach(() => vi.restoreAllMocks());

/** A server answering through observeRequest as the app's server does; `userId` plays the signed-in user. */
async function observedServer(trustedProxies: string[], userId?: string) {
  const routeOf = routeResolver(await manifestDir());
  const server = createServer((req, res) =>
    observeRequest(req, res, { trustedProxies, routeOf, pathname: new URL(req.url!, "http://x").pathname }, () => {
      if (userId) setRequestUser(userId);
      res.writeHead(req.url!.startsWith("/api/health") ? 200 : 404).end("answer");
    }),
  );
  servers.push(server);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Each request log call, with the request context it was made in (what the log's mixin writes into the line). */
function requestLogCalls() {
  const calls: { fields: Record<string, unknown>; message: string; context: unknown }[] = [];
  const record = (fields: unknown, message: unknown) => {
    if (message === "request") calls.push({ fields: fields as Record<string, unknown>, message, context: { ...requestContext.getStore() } });
  };
  vi.spyOn(logger, "info").mockImplementation(record as typeof logger.info);
  vi.spyOn(logger, "error").mockImplementation(record as typeof logger.error);
  return calls;
}

describe("[observability] every request is logged and measured by route", () => {
  it("logs one line per request with its id, the acting user, the route template, status and duration, never the path", async () => {
    const calls = requestLogCalls();
    const url = await observedServer([], "user-1234");
    const response = await fetch(`${url}/book/manage/secret-manage-token`);
    const requestId = response.headers.get("x-request-id");
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    const [{ fields, context }] = calls;
    expect(fields).toMatchObject({ method: "GET", route: "/book/manage/[token]", status: 404 });
    expect(fields.durationMs).toEqual(expect.any(Number));
    expect(context).toEqual({ requestId, userId: "user-1234" });
    expect(JSON.stringify(calls)).not.toContain("secret-manage-token");
  });

  it("takes X-Request-Id from a trusted proxy only, and makes one for anyone else", async () => {
    const trusting = await observedServer(["127.0.0.1"]);
    const fromProxy = await fetch(`${trusting}/api/health`, { headers: { "x-request-id": "haproxy-4f2a" } });
    expect(fromProxy.headers.get("x-request-id")).toBe("haproxy-4f2a");
    // An id that could break a log line is not taken even from the proxy.
    const malformed = await fetch(`${trusting}/api/health`, { headers: { "x-request-id": "a b\"c" } });
    expect(malformed.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

    const untrusting = await observedServer([]);
    const fromClient = await fetch(`${untrusting}/api/health`, { headers: { "x-request-id": "forged-id" } });
    expect(fromClient.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("counts requests and their latency by method, route and status in the Prometheus exposition", async () => {
    httpServerDuration.reset();
    const url = await observedServer([]);
    for (let i = 0; i < 3; i += 1) await fetch(`${url}/api/health`);
    await fetch(`${url}/book/manage/another-token`);
    await fetch(`${url}/nowhere/at/all`);
    const text = await client.register.metrics();
    await vi.waitFor(async () =>
      expect(await client.register.metrics()).toContain(
        'http_server_request_duration_seconds_count{http_request_method="GET",http_route="/api/health",http_response_status_code="200"} 3',
      ),
    );
    expect(text).toMatch(/# TYPE http_server_request_duration_seconds histogram/);
    expect(await client.register.metrics()).toContain('http_route="/book/manage/[token]",http_response_status_code="404"} 1');
    expect(await client.register.metrics()).toContain('http_route="(unmatched)"');
    expect(await client.register.metrics()).not.toContain("another-token");
  });
});

describe("[observability] log lines are JSON, with ids and without secrets", () => {
  it("writes the request id and user id of the request it is written in", () => {
    const { log, lines } = capturingLogger();
    requestContext.run({ requestId: "req-1" }, () => {
      setRequestUser("user-9");
      log.info({ bookingId: "b-1" }, "booking confirmed");
    });
    log.info("outside any request");
    expect(lines[0]).toMatchObject({ level: "info", msg: "booking confirmed", requestId: "req-1", userId: "user-9", bookingId: "b-1" });
    expect(typeof lines[0].time).toBe("string");
    expect(lines[1]).not.toHaveProperty("requestId");
  });

  it("redacts fields named like secrets, and keeps a failed query's bound values out of a logged error", () => {
    const { log, lines } = capturingLogger();
    log.info({ password: "hunter2-password", user: { token: "tok-123", accessCode: "create-abc" } }, "sign-in");
    const failed = new Error("Failed query: select * from users where email = $1\nparams: someone@example.com,hunter2-password", {
      cause: Object.assign(new Error("connection refused"), { code: "ECONNREFUSED" }),
    });
    log.error({ err: failed }, "unhandled error");
    const text = JSON.stringify(lines);
    for (const secret of ["hunter2-password", "tok-123", "create-abc", "someone@example.com"]) expect(text).not.toContain(secret);
    expect(lines[1].err).toMatchObject({ message: "Failed query: select * from users where email = $1\nparams: [not logged]", cause: { code: "ECONNREFUSED" } });
    expect(serializeError("plain")).toEqual({ type: "string", message: "plain" });
  });
});

describe("[observability] settings", () => {
  it("refuses a malformed metrics port, log level or OTLP endpoint, naming the setting", () => {
    const base = { PAYMENTS_MODE: "mock" };
    expect(parseServerEnv(base)).toMatchObject({ METRICS_PORT: 9464, METRICS_HOST: "127.0.0.1", LOG_LEVEL: "info" });
    // Empty, as .env.example has them, selects the defaults too.
    expect(parseServerEnv({ ...base, METRICS_PORT: "", METRICS_HOST: "", LOG_LEVEL: "", OTEL_SERVICE_NAME: "" })).toMatchObject({
      METRICS_PORT: 9464,
      METRICS_HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      OTEL_SERVICE_NAME: "showbook",
    });
    expect(() => parseServerEnv({ ...base, METRICS_PORT: "nine" })).toThrow(/METRICS_PORT: METRICS_PORT must be a port number/);
    expect(() => parseServerEnv({ ...base, METRICS_HOST: "everywhere" })).toThrow(/METRICS_HOST: METRICS_HOST must be an IP address/);
    expect(() => parseServerEnv({ ...base, LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL: LOG_LEVEL must be/);
    expect(() => parseServerEnv({ ...base, OTEL_EXPORTER_OTLP_ENDPOINT: "collector:4318" })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT: OTEL_EXPORTER_OTLP_ENDPOINT must be an absolute http\(s\) URL/);
  });
});
