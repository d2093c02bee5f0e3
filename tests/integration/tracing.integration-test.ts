import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createDb } from "@/db/client";
import { QUEUES } from "@/lib/jobs/queues";
import { runJob } from "@/lib/workers/workers";
import { observeRequest } from "@/lib/observability/http";
import { startTracing } from "@/lib/observability/tracing";

type OtlpValue = { stringValue?: string; intValue?: string | number };
type OtlpSpan = { name: string; kind: number; traceId: string; spanId: string; parentSpanId?: string; attributes: { key: string; value: OtlpValue }[] };

/** A local OTLP/HTTP receiver, as a collector would be: it keeps the spans posted to /v1/traces (JSON). */
async function otlpReceiver() {
  const spans: OtlpSpan[] = [];
  const paths: string[] = [];
  const server = createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    paths.push(`${req.method} ${req.url} ${req.headers["content-type"]}`);
    const payload = JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] };
    for (const resource of payload.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
    res.writeHead(200, { "content-type": "application/json" }).end("{}");
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return { server, spans, paths, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const attribute = (span: OtlpSpan | undefined, key: string) => {
  const value = span?.attributes.find((entry) => entry.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

const SERVER = 2;
const CLIENT = 3;
const CONSUMER = 5;

const servers: Server[] = [];
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

describe("[observability] traces go over OTLP to the collector set in OTEL_EXPORTER_OTLP_ENDPOINT", () => {
  it("exports an HTTP server span per request, a client span per database query inside it, and a span per job", async () => {
    const receiver = await otlpReceiver();
    servers.push(receiver.server);
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = receiver.url;
    const stopTracing = await startTracing("web");
    expect(stopTracing).not.toBeNull();
    const { db, sql: pool } = createDb(inject("databaseUrl"), 2);

    const app = createServer((req, res) =>
      observeRequest(req, res, { trustedProxies: [], routeOf: () => "/api/showbook/properties/[id]", pathname: req.url! }, () => {
        void db.execute(sql`select count(*) from users`).then(() => res.writeHead(200).end("ok"));
      }),
    );
    servers.push(app);
    app.listen(0, "127.0.0.1");
    await once(app, "listening");
    const response = await fetch(`http://127.0.0.1:${(app.address() as AddressInfo).port}/api/showbook/properties/4f1c`);
    expect(response.status).toBe(200);
    await runJob({ queue: QUEUES.removeImageFiles, handle: async () => void (await db.execute(sql`select 1`)) }, "job-1", {});
    await pool.end();
    await stopTracing!();

    expect(receiver.paths[0]).toBe("POST /v1/traces application/json");
    const http = receiver.spans.find((span) => span.kind === SERVER);
    expect(http?.name).toBe("GET /api/showbook/properties/[id]");
    expect(attribute(http, "http.request.method")).toBe("GET");
    expect(attribute(http, "http.route")).toBe("/api/showbook/properties/[id]");
    expect(attribute(http, "http.response.status_code")).toBe(200);

    const query = receiver.spans.find((span) => span.kind === CLIENT && span.traceId === http?.traceId);
    expect(query?.name).toBe("SELECT users");
    expect(query?.parentSpanId).toBe(http?.spanId);
    expect(attribute(query, "db.system.name")).toBe("postgresql");
    expect(attribute(query, "db.operation.name")).toBe("SELECT");
    expect(attribute(query, "db.collection.name")).toBe("users");
    expect(attribute(query, "db.query.text")).toBe("select count(*) from users");

    const job = receiver.spans.find((span) => span.kind === CONSUMER);
    expect(job?.name).toBe(`process ${QUEUES.removeImageFiles}`);
    expect(attribute(job, "messaging.destination.name")).toBe(QUEUES.removeImageFiles);
    const jobQuery = receiver.spans.find((span) => span.kind === CLIENT && span.parentSpanId === job?.spanId);
    expect(jobQuery?.name).toBe("SELECT");
  });
});
