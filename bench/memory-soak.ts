/**
 * Memory of one web process (WEB_CONCURRENCY=1, through the launcher) at start, then under a
 * mixed load of the public pages and APIs for BENCH_SOAK_MINUTES (default 5), sampled every
 * 15 s: at start, after 5 minutes of load, at its peak and at the end. Flat means the RSS's
 * least-squares slope over the last third of the samples is at most 0.5 MiB a minute (30 MiB
 * an hour: a leak keeps climbing; caches fill and stop); the last third's mean against the
 * middle third's is reported beside it.
 */
import autocannon from "autocannon";
import type { BenchContext } from "./run";
import { round } from "./lib/measure";
import { rssMiB, webProcessPids } from "./lib/processes";
import { startApp } from "./lib/servers";

const SAMPLE_MS = 15_000;
const GOALS = { startMiB: 250, afterFiveMinutesMiB: 350, flatMiBPerMinute: 0.5 };

type Sample = { minute: number; rssMiB: number };

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

/**
 * The least-squares slope of the samples' RSS over time, in MiB a minute, and its standard error
 * (both 0 for fewer than three samples).
 */
function rssTrend(samples: Sample[]): { slope: number; standardError: number } {
  const meanMinute = mean(samples.map((sample) => sample.minute));
  const meanRss = mean(samples.map((sample) => sample.rssMiB));
  const spread = samples.reduce((sum, sample) => sum + (sample.minute - meanMinute) ** 2, 0);
  if (samples.length < 3 || spread === 0) return { slope: 0, standardError: 0 };
  const slope = samples.reduce((sum, sample) => sum + (sample.minute - meanMinute) * (sample.rssMiB - meanRss), 0) / spread;
  const residuals = samples.reduce((sum, sample) => sum + (sample.rssMiB - meanRss - slope * (sample.minute - meanMinute)) ** 2, 0);
  return { slope, standardError: Math.sqrt(residuals / (samples.length - 2) / spread) };
}

/** Which of the goals the soak missed, and whether a slope above the goal stands out of the samples' noise. */
function memoryBlocker(figures: { startMiB: number; afterFiveMinutesMiB: number; slope: number; standardError: number; minutes: number }): string {
  const parts: string[] = [];
  if (figures.startMiB > GOALS.startMiB) parts.push(`the process starts at ${figures.startMiB} MiB`);
  if (figures.afterFiveMinutesMiB > GOALS.afterFiveMinutesMiB) parts.push(`after 5 minutes of load it holds ${figures.afterFiveMinutesMiB} MiB`);
  if (figures.slope > GOALS.flatMiBPerMinute) {
    const withinNoise = figures.slope - 2 * figures.standardError <= GOALS.flatMiBPerMinute;
    parts.push(
      `the last third's slope is ${round(figures.slope, 2)} ± ${round(figures.standardError, 2)} MiB/min (standard error of the fit) over ${figures.minutes} minutes: ` +
        (withinNoise
          ? "within twice its standard error of the goal, so these samples do not tell growth from the RSS's swings under load; a longer soak (BENCH_SOAK_MINUTES=30) does"
          : "growth beyond the samples' noise; heap snapshots at two times of the soak show what is kept"),
    );
  }
  return parts.join("; ");
}

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
    const samples: Sample[] = [];
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
    const afterFiveMinutesMiB = samples.find((sample) => sample.minute >= 5)?.rssMiB ?? afterLoadMiB;
    const peakMiB = Math.max(afterLoadMiB, ...samples.map((sample) => sample.rssMiB));
    const third = Math.floor(samples.length / 3);
    const middle = mean(samples.slice(third, 2 * third).map((sample) => sample.rssMiB));
    const last = mean(samples.slice(2 * third).map((sample) => sample.rssMiB));
    const growth = round(last / middle - 1, 3);
    const trend = rssTrend(samples.slice(2 * third));
    const lastThirdSlope = round(trend.slope, 2);
    const met = startMiB <= GOALS.startMiB && afterFiveMinutesMiB <= GOALS.afterFiveMinutesMiB && lastThirdSlope <= GOALS.flatMiBPerMinute;
    return {
      minutes,
      requests: load.requests.total,
      non2xx: load.non2xx,
      value: `start ${startMiB} MiB, after 5 min of load ${afterFiveMinutesMiB} MiB, after ${minutes} min ${afterLoadMiB} MiB, peak ${peakMiB} MiB; last third ${lastThirdSlope} MiB/min, its mean ${round(growth * 100, 1)}% above the middle third's`,
      startMiB,
      afterFiveMinutesMiB,
      afterLoadMiB,
      peakMiB,
      lastThirdSlope,
      growth,
      samples,
      goal: `start ≤ ${GOALS.startMiB} MiB, after 5 min ≤ ${GOALS.afterFiveMinutesMiB} MiB, flat (last third ≤ ${GOALS.flatMiBPerMinute} MiB/min)`,
      met,
      ...(met ? {} : { standsInTheWay: memoryBlocker({ startMiB, afterFiveMinutesMiB, slope: trend.slope, standardError: trend.standardError, minutes }) }),
    };
  } finally {
    await app.stop();
  }
}
