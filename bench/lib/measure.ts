/** Measurements taken the same way on both servers, so their ratios compare like with like. */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import autocannon, { type Result } from "autocannon";

const run = promisify(execFile);

export type FirstLoadJs = { scripts: number; gzipKiB: number; byScript: { path: string; gzipKiB: number; sha256: string }[] };

/** The gzip size of every script the page's HTML loads on first visit, as `next build` counts it, largest first. */
export async function measureFirstLoadJs(pageUrl: string): Promise<FirstLoadJs> {
  const response = await fetch(pageUrl);
  if (!response.ok) throw new Error(`${pageUrl} answered ${response.status}`);
  const html = await response.text();
  const sources = new Set([...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1].replaceAll("&amp;", "&")));
  const byScript = [];
  let bytes = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, pageUrl))).arrayBuffer());
    const gzipped = gzipSync(body).length;
    bytes += gzipped;
    byScript.push({ path: source, gzipKiB: round(gzipped / 1024, 1), sha256: createHash("sha256").update(body).digest("hex") });
  }
  byScript.sort((a, b) => b.gzipKiB - a.gzipKiB);
  return { scripts: sources.size, gzipKiB: round(bytes / 1024, 1), byScript };
}

export type Throughput = { requestsPerSecond: number; p50Ms: number; p99Ms: number; non2xx: number; errors: number; responseKiB: number };

/** Requests per second and latency with a fixed number of keep-alive connections, after a short warm-up. */
export async function measureThroughput(url: string, connections = 20, seconds = Number(process.env.BENCH_SECONDS ?? 10)) {
  await autocannon({ url, connections, duration: 2 });
  const result = await autocannon({ url, connections, duration: seconds });
  return toThroughput(result);
}

export function toThroughput(result: Result): Throughput {
  return {
    requestsPerSecond: round(result["2xx"] / result.duration, 1),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    // Headers and body of an average response.
    responseKiB: round(result.throughput.total / Math.max(1, result.requests.total) / 1024, 1),
  };
}

/** pgbench's select-and-insert workload (-N skips the contended branch/teller updates) on the database itself. */
export async function measurePgbench(databaseUrl: string, clients = 50, seconds = Number(process.env.BENCH_SECONDS ?? 10)) {
  await run("pgbench", ["-i", "-q", "-s", "1", databaseUrl]);
  try {
    const { stdout } = await run("pgbench", ["-N", "-c", String(clients), "-j", "2", "-T", String(seconds), "-n", databaseUrl]);
    const tps = /tps = ([\d.]+)/.exec(stdout);
    const latency = /latency average = ([\d.]+) ms/.exec(stdout);
    if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
    return { clients, tps: Number(tps[1]), latencyAverageMs: latency ? Number(latency[1]) : null };
  } finally {
    await run("pgbench", ["-i", "-I", "d", databaseUrl]);
  }
}

export const round = (value: number, digits = 3) => Number(value.toFixed(digits));
