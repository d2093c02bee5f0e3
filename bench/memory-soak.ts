/**
 * Memory of one web process (WEB_CONCURRENCY=1, through the launcher) at start, then under a
 * mixed load of the public pages and APIs for BENCH_SOAK_MINUTES (default 5), sampled every
 * 15 s. Flat means the last third of the samples averages no more than 10% above the middle
 * third (a leak keeps climbing; caches fill and stop).
 */
import autocannon from "autocannon";
import type { BenchContext } from "./run";
import { round } from "./lib/measure";
import { rssMiB, webProcessPids } from "./lib/processes";
import { startApp } from "./lib/servers";

const SAMPLE_MS = 15_000;
const GOALS = { startMiB: 250, afterLoadMiB: 350, flatGrowth: 0.1 };

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

export async function run(ctx: BenchContext): Promise<Record<string, unknown>> {
  const minutes = Number(process.env.BENCH_SOAK_MINUTES ?? 5);
  const port = Number(new URL(ctx.appUrl).port) + 6;
  const app = await startApp(ctx.databaseUrl, port, { WEB_CONCURRENCY: "1" });
  try {
    const [pid] = webProcessPids(app.pid);
    if (!pid) throw new Error("the launcher's web process was not found");
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const startMiB = await rssMiB(pid);
    const paths = [
      `/book/${ctx.demoProperty.slug}`,
      `/api/showbook/public/property/${ctx.demoProperty.id}/availability`,
      "/",
      "/about",
      "/pricing",
      "/public-gallery",
      "/login",
      "/api/health",
    ];
    const samples: { minute: number; rssMiB: number }[] = [];
    const started = Date.now();
    const sampler = setInterval(() => {
      void rssMiB(pid).then((rss) => samples.push({ minute: round((Date.now() - started) / 60_000, 2), rssMiB: rss }));
    }, SAMPLE_MS);
    const load = await autocannon({
      url: app.url,
      connections: 8,
      duration: minutes * 60,
      requests: paths.map((path) => ({ method: "GET" as const, path })),
    });
    clearInterval(sampler);
    const afterLoadMiB = await rssMiB(pid);
    const third = Math.floor(samples.length / 3);
    const middle = mean(samples.slice(third, 2 * third).map((sample) => sample.rssMiB));
    const last = mean(samples.slice(2 * third).map((sample) => sample.rssMiB));
    const growth = round(last / middle - 1, 3);
    const met = startMiB <= GOALS.startMiB && afterLoadMiB <= GOALS.afterLoadMiB && growth <= GOALS.flatGrowth;
    return {
      minutes,
      requests: load.requests.total,
      non2xx: load.non2xx,
      value: `start ${startMiB} MiB, after ${minutes} min of load ${afterLoadMiB} MiB, peak ${Math.max(...samples.map((sample) => sample.rssMiB))} MiB, last third ${round(growth * 100, 1)}% above the middle third`,
      startMiB,
      afterLoadMiB,
      growth,
      samples,
      goal: `start ≤ ${GOALS.startMiB} MiB, after load ≤ ${GOALS.afterLoadMiB} MiB, flat (≤ ${GOALS.flatGrowth * 100}% growth)`,
      met,
    };
  } finally {
    await app.stop();
  }
}
