/** Lighthouse's mobile performance audit (its default: a throttled mid-range phone) in Debian's Chromium. */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";

export type LighthouseResult = {
  performance: number;
  lcpMs: number;
  totalBlockingTimeMs: number;
  cls: number;
  /** Main-thread time per script on the throttled phone (Lighthouse's bootup-time audit), largest first. */
  scriptMainThreadMs: Record<string, number>;
  /** The score of every run; the figures above are those of the median run. */
  runScores?: number[];
};

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

type BootupItem = { url: string; total: number };

async function waitForDevtools(port: number) {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return;
    } catch {
      // Chromium is still starting.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("Chromium's DevTools port did not open");
}

async function audit(url: string, port: number): Promise<LighthouseResult> {
  const runnerResult = await lighthouse(url, { port, onlyCategories: ["performance"], logLevel: "error", output: "json" });
  if (!runnerResult) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = runnerResult.lhr;
  return {
    performance: Math.round((categories.performance.score ?? 0) * 100),
    lcpMs: Math.round(audits["largest-contentful-paint"].numericValue ?? 0),
    totalBlockingTimeMs: Math.round(audits["total-blocking-time"].numericValue ?? 0),
    cls: Number((audits["cumulative-layout-shift"].numericValue ?? 0).toFixed(3)),
    scriptMainThreadMs: Object.fromEntries(
      ((audits["bootup-time"].details as { items?: BootupItem[] } | undefined)?.items ?? [])
        .slice(0, 6)
        .map((item) => [item.url.replace(/^https?:\/\/[^/]+/, ""), Math.round(item.total)]),
    ),
  };
}

export async function measureLighthouse(urls: Record<string, string>, port = 9322): Promise<Record<string, LighthouseResult>> {
  const profile = await mkdtemp(path.join(tmpdir(), "showbook-bench-chromium-"));
  const chromium = spawn(
    process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, "about:blank"],
    { stdio: "ignore" },
  );
  const results: Record<string, LighthouseResult> = {};
  try {
    await waitForDevtools(port);
    for (const [name, url] of Object.entries(urls)) {
      const runs: LighthouseResult[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await audit(url, port));
      // One run swings by several points with whatever else the cores do: the median run is reported.
      runs.sort((a, b) => a.performance - b.performance);
      results[name] = { ...runs[Math.floor(runs.length / 2)], runScores: runs.map((run) => run.performance) };
    }
  } finally {
    // Chromium writes to its profile until it exits, so the folder goes after it.
    const exited = new Promise((resolve) => chromium.once("exit", resolve));
    chromium.kill("SIGTERM");
    await exited;
    await rm(profile, { recursive: true, force: true });
  }
  return results;
}
