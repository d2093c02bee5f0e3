import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { findFreePort } from "../../db/embedded";

/**
 * Debian's Prometheus (installed by .ci/run and `npm run test:metrics`) scrapes the test server's
 * metrics port every second, as an operator's would: what it stores is the exposition parsed by
 * Prometheus itself, not by a test's reading of the text.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const metricsTarget = `127.0.0.1:${port + 6364}`;

let prometheus: ChildProcess | undefined;
let dir: string;
let api: string;

test.beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "showbook-prometheus-"));
  const config = path.join(dir, "prometheus.yml");
  await writeFile(
    config,
    ["global:", "  scrape_interval: 1s", "scrape_configs:", "  - job_name: showbook", "    static_configs:", `      - targets: ["${metricsTarget}"]`, ""].join("\n"),
  );
  const prometheusPort = await findFreePort();
  api = `http://127.0.0.1:${prometheusPort}/api/v1`;
  prometheus = spawn(
    "prometheus",
    [`--config.file=${config}`, `--storage.tsdb.path=${path.join(dir, "data")}`, `--web.listen-address=127.0.0.1:${prometheusPort}`],
    { stdio: "ignore" },
  );
});

test.afterAll(async () => {
  if (prometheus && prometheus.exitCode === null) {
    const exited = once(prometheus, "exit");
    prometheus.kill("SIGTERM");
    await exited;
  }
  await rm(dir, { recursive: true, force: true });
});

/** The value of a PromQL expression now (the first series'), or null while it has none. */
async function query(expression: string): Promise<number | null> {
  try {
    const answer = (await (await fetch(`${api}/query?query=${encodeURIComponent(expression)}`)).json()) as {
      data: { result: { value: [number, string] }[] };
    };
    return answer.data.result.length ? Number(answer.data.result[0].value[1]) : null;
  } catch {
    return null;
  }
}

test("[observability] Prometheus scrapes the app's metrics: the target is up and the app's series are stored", async ({ request }) => {
  test.setTimeout(120_000);
  await expect.poll(() => query('up{job="showbook"}'), { timeout: 60_000, intervals: [1_000] }).toBe(1);
  for (let i = 0; i < 3; i += 1) expect((await request.get("/api/health/ready")).status()).toBe(200);
  await expect
    .poll(() => query('sum(http_server_request_duration_seconds_count{http_route="/api/health/ready",http_response_status_code="200"})'), {
      timeout: 30_000,
      intervals: [1_000],
    })
    .toBeGreaterThanOrEqual(3);
  expect(await query('sum(showbook_db_pool_max_connections{pool="app"})')).toBeGreaterThan(0);
  expect(await query("count(showbook_job_queue_depth)")).toBeGreaterThan(0);
  expect(await query("count(showbook_db_connections)")).toBeGreaterThan(0);
  expect(await query("max(nodejs_heap_size_used_bytes)")).toBeGreaterThan(0);
});
