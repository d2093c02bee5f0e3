/**
 * Throughput of the app served by two web processes against one (WEB_CONCURRENCY=2 and 1,
 * each through the launcher as `npm start` runs it, one after the other on the same
 * database): the public availability API of the demo listing, which is mostly the web
 * process's own CPU (the availability engine and JSON), at 20 connections.
 */
import { availableParallelism, loadavg } from "node:os";
import type { BenchContext } from "./run";
import { measureThroughput, round, type Throughput } from "./lib/measure";
import { webProcessPids } from "./lib/processes";
import { startApp } from "./lib/servers";

const GOAL = 1.7;

async function measureWith(ctx: BenchContext, webConcurrency: number, port: number): Promise<Throughput & { webProcesses: number; loadAverage: number }> {
  const app = await startApp(ctx.databaseUrl, port, { WEB_CONCURRENCY: String(webConcurrency) });
  try {
    const url = `${app.url}/api/showbook/public/property/${ctx.demoProperty.id}/availability`;
    // Every process loads the route once before the measured run.
    await measureThroughput(url, 20, 3);
    const measured = await measureThroughput(url, 20);
    return { ...measured, webProcesses: webProcessPids(app.pid).length, loadAverage: round(loadavg()[0], 1) };
  } finally {
    await app.stop();
  }
}

export async function run(ctx: BenchContext): Promise<Record<string, unknown>> {
  const port = Number(new URL(ctx.appUrl).port) + 5;
  const one = await measureWith(ctx, 1, port);
  const two = await measureWith(ctx, 2, port);
  const ratio = round(two.requestsPerSecond / one.requestsPerSecond, 2);
  const met = ratio >= GOAL;
  const cores = availableParallelism();
  return {
    one,
    two,
    ratio,
    goal: `≥ ${GOAL}`,
    met,
    ...(met
      ? {}
      : {
          standsInTheWay:
            `the load generator (autocannon, in this process) and PostgreSQL run on the same ${cores} cores as the web processes, ` +
            `so a second web process gets only what they leave of the second core (and of other programs: load average ${one.loadAverage} and ${two.loadAverage} ` +
            `at the end of the two runs)`,
        }),
  };
}
