/**
 * `npm run bench`: runs every scenario below in one go against a fresh database, the app's
 * production build and a bare Next page served side by side, and writes one JSON report to
 * bench-results/. Goals are read from that report; no timed test asserts them.
 *
 * A scenario is a module exporting `run(ctx)`; adding one is one line in SCENARIOS.
 * BENCH_ONLY=holds,publicPages runs some of them (BENCH_SOAK_MINUTES sets the memory soak's length) (BENCH_ONLY=oracleEval the Oracle's evaluation set); BENCH_BUILD=1 rebuilds the app first.
 */
import { execFileSync } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { run as availability } from "./availability";
import { run as gallerySearch } from "./gallery-search";
import { run as holds } from "./holds";
import { run as imageGeneration } from "./image-generation";
import { run as memorySoak } from "./memory-soak";
import { ensureAppBuild, startApp, startBarePage, type RunningServer } from "./lib/servers";
import { run as oracleEval } from "./oracle-eval";
import { run as oracleIngest } from "./oracle-ingest";
import { run as oracleRetrieval } from "./oracle-retrieval";
import { run as oracleUploads } from "./oracle-uploads";
import { run as processes } from "./processes";
import { run as publicPages } from "./public-pages";

export type BenchContext = {
  /** A database of this run only, migrated and seeded; dropped at the end. */
  databaseUrl: string;
  /** The app's production build, served on databaseUrl. */
  appUrl: string;
  /** A bare Next page built with the same Next, served the same way. */
  bareUrl: string;
  /** The seeded demo listing (listed, vacant). */
  demoProperty: { id: string; slug: string };
};

/** `usesApp`: the scenario measures the served app (appUrl, bareUrl, demoProperty); the others need only the database. */
type Scenario = { name: string; run: (ctx: BenchContext) => Promise<Record<string, unknown>>; usesApp?: true };

const SCENARIOS: Scenario[] = [
  { name: "availability", run: availability },
  { name: "publicPages", run: publicPages, usesApp: true },
  // Holds change the demo listing's schedule, so they run after the page measurements.
  { name: "holds", run: holds, usesApp: true },
  // Each starts servers of its own (WEB_CONCURRENCY=1 and 2; 1 for the soak) beside the main one.
  { name: "processes", run: processes, usesApp: true },
  { name: "memorySoak", run: memorySoak, usesApp: true },
  { name: "gallerySearch", run: gallerySearch },
  { name: "imageGeneration", run: imageGeneration },
  { name: "oracleIngest", run: oracleIngest },
  { name: "oracleUploads", run: oracleUploads },
  { name: "oracleRetrieval", run: oracleRetrieval },
  { name: "oracleEval", run: oracleEval },
];

const ADMIN_URL = process.env.BENCH_ADMIN_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PORT = Number(process.env.BENCH_PORT ?? 3400);
const DEMO_SLUG = "demoVacantListingOakStreet0000000demo";

function machine() {
  const cpus = os.cpus();
  return {
    cpu: `${cpus.length} × ${cpus[0]?.model ?? "unknown"}`,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    loadAverageAtStart: os.loadavg().map((load) => Number(load.toFixed(2))),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    postgres: execFileSync("pgbench", ["--version"]).toString().trim(),
  };
}

/** Prints every figure that carries a goal as `path: ratio (goal) met`, the way the README quotes them. */
function printGoals(value: unknown, at: string[] = []) {
  if (!value || typeof value !== "object") return;
  const record = value as Record<string, unknown>;
  if ("goal" in record && "met" in record) {
    const figure =
      "ratio" in record ? `ratio ${record.ratio}` : "performance" in record ? `score ${record.performance}` : "value" in record ? `${record.value}` : "";
    const latency = "p99Ms" in record ? `, p99 ${record.p99Ms} ms` : "holds" in record ? `, p99 ${(record.holds as { p99Ms: number }).p99Ms} ms` : "";
    console.log(`${record.met ? "MET    " : "NOT MET"} ${at.join(" › ")}: ${figure}${latency} (goal ${record.goal})`);
    if (typeof record.standsInTheWay === "string") console.log(`        what stands in the way: ${record.standsInTheWay}`);
    return;
  }
  for (const [key, child] of Object.entries(record)) printGoals(child, [...at, key]);
}

async function main() {
  const only = process.env.BENCH_ONLY?.split(",").map((name) => name.trim());
  const scenarios = SCENARIOS.filter((scenario) => !only || only.includes(scenario.name));
  const startedAt = new Date();
  const databaseName = `showbook_bench_${process.pid}`;
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${databaseName}` }).toString();
  const servers: RunningServer[] = [];
  const results: Record<string, unknown> = {};
  try {
    await admin.unsafe(`create database ${databaseName}`);
    // Without a scenario measuring the app, nothing is built or served (BENCH_ONLY=oracleEval runs in seconds).
    let ctx: BenchContext = { databaseUrl, appUrl: "", bareUrl: "", demoProperty: { id: "", slug: "" } };
    if (scenarios.some((scenario) => scenario.usesApp)) {
      await ensureAppBuild();
      const app = await startApp(databaseUrl, PORT);
      servers.push(app);
      const bare = await startBarePage(PORT + 1);
      servers.push(bare);
      const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
      const [demo] = await sql<{ id: string; slug: string }[]>`select id, slug from properties where slug = ${DEMO_SLUG}`;
      await sql.end();
      ctx = { databaseUrl, appUrl: app.url, bareUrl: bare.url, demoProperty: demo };
    }
    for (const scenario of scenarios) {
      console.log(`[bench] ${scenario.name}`);
      const started = Date.now();
      try {
        results[scenario.name] = { ...(await scenario.run(ctx)), seconds: Math.round((Date.now() - started) / 1000) };
      } catch (error) {
        console.error(`[bench] ${scenario.name} failed`, error);
        results[scenario.name] = { error: error instanceof Error ? error.message : String(error) };
      }
    }
  } finally {
    for (const server of servers.reverse()) await server.stop();
    await admin.unsafe(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }

  const nextVersion = (JSON.parse(await readFile("node_modules/next/package.json", "utf8")) as { version: string }).version;
  const report = { startedAt: startedAt.toISOString(), seconds: Math.round((Date.now() - +startedAt) / 1000), next: nextVersion, machine: machine(), results };
  const out = path.resolve(`bench-results/bench-${startedAt.toISOString().replace(/[:.]/g, "-")}.json`);
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, `${JSON.stringify(report, null, 2)}\n`);
  printGoals(results);
  console.log(`[bench] report written to ${out}`);
}

await main();
