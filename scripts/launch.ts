/**
 * Serves the production build on real PostgreSQL: the embedded one in .data/postgres
 * (on a port kept in .data/postgres-port, restarted if it dies) unless DATABASE_URL is
 * set. Applies migrations, seeds the demo agent, and runs WEB_CONCURRENCY web processes
 * (one per core by default) behind the one port, through node:cluster (this process holds
 * the socket and hands the connections round to them), plus one job worker with the pg-boss
 * workers; each is restarted whenever it dies. Ctrl-C or SIGTERM stops the web processes and
 * the job worker, then PostgreSQL; when any of them cannot be restarted, everything is
 * stopped and the launcher exits with code 1.
 *
 * Its one argument picks a role, as the container image's command does (Containerfile):
 * `all` (the default) is all of the above; `web` runs only the web processes and `worker`
 * only the job worker, both on DATABASE_URL and AUTH_SECRET from the environment, neither
 * migrating, seeding nor writing anything to disk; `migrate` applies the migrations to
 * DATABASE_URL and exits.
 */
import cluster from "node:cluster";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { startEmbeddedDatabase, type RunningDatabase } from "@/db/embedded";
import { migrateDatabase } from "@/db/migrate";
import { DEMO_EMAIL, seedDatabase } from "@/scripts/seed";
import { parseServerEnv } from "@/lib/env";
import { checkDatabaseReachable } from "@/lib/launcher/check-database";
import { compiledWebServer } from "@/lib/launcher/compiled-server";
import { superviseProcess, type SupervisedProcess } from "@/lib/launcher/supervise-process";
import { logger, setProcessRole } from "@/lib/observability/log";
import { serveMetrics } from "@/lib/observability/metrics-server";
import { loadDemoAccessCodes } from "@/lib/side-apps/demo-access-codes";

const dataDir = path.resolve(process.env.SHOWBOOK_DATA_DIR ?? ".data");
const port = Number(process.env.PORT ?? 3000);

/**
 * The web server runs the production build, as Next does: with NODE_ENV=production. The
 * pg-boss workers run in the job worker alone, not once per web process.
 */
const webServerEnv = () => ({ ...process.env, NODE_ENV: "production" as const, PORT: String(port), JOBS_IN_PROCESS: "false" });

/**
 * A web process's memory under load. Its live JavaScript heap was about 130 MiB under the
 * benchmark's mixed load (heap snapshots, docs/benchmarks.md), but V8 sizes
 * its heap by the machine's memory, so on a large machine it let garbage (and the response
 * buffers it holds, allocated with malloc) pile up to 700 MiB before a full collection, and
 * glibc kept the freed memory. A bounded old space makes V8 collect before that; two malloc
 * arenas keep the threads' allocations from spreading over many. 256 MiB was too little once
 * the browser suite had loaded most routes (both web processes ran out of heap), while Node kept
 * every module's source map (tsx turns them on; web processes now run the compiled server under
 * plain Node, where they are off) and the pages' and API routes' bundles each had a copy of the
 * holiday data. Without those, every route of the build loaded leaves a live heap of 130 MiB
 * (docs/benchmarks.md): 384 MiB is about three times that.
 */
const WEB_HEAP_MIB = 384;
const webProcessEnv = () => ({ ...webServerEnv(), MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2" });

async function persistentAuthSecret(): Promise<string> {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return (await readFile(file, "utf8")).trim();
  const secret = randomBytes(32).toString("base64url");
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

const ROLES = ["all", "web", "worker", "migrate"] as const;
type Role = (typeof ROLES)[number];

function roleOf(argument: string | undefined): Role {
  const role = argument ?? "all";
  if (!(ROLES as readonly string[]).includes(role)) throw new Error(`Unknown role "${role}": use one of ${ROLES.join(", ")}`);
  return role as Role;
}

/** A role of the image takes its settings from the environment alone: these must be set. */
function requireSettings(role: Role, names: string[]) {
  const missing = names.filter((name) => !process.env[name]);
  if (missing.length) throw new Error(`The ${role} role takes its settings from the environment: set ${missing.join(" and ")}`);
}

let database: RunningDatabase | undefined;
let supervised: SupervisedProcess[] = [];
let stopping = false;

/** Stops the web server, then PostgreSQL, says so, and exits with `code`. */
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  // Ctrl-C reaches PostgreSQL too (same process group): its exit is no crash.
  database?.expectStop();
  // Every supervision is told at once, so no process's end during the others' stop looks like a crash.
  await Promise.all(supervised.map((process) => process.stop()));
  await database?.stop().catch(() => {});
  logger.info("stopped");
  process.exit(code);
}

/**
 * Forks a process of the cluster running `exec`: the web processes and the job worker are all
 * node:cluster workers, so each exits when its channel to this process closes (this process
 * died, even by SIGKILL), and the metrics server can ask each for its metrics.
 */
function fork(exec: string, execArgv: string[], env: NodeJS.ProcessEnv) {
  cluster.setupPrimary({ exec, execArgv, silent: false });
  return cluster.fork(env).process;
}

async function main() {
  setProcessRole("launcher");
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));
  const role = roleOf(process.argv[2]);
  if (role !== "all") return runRole(role);
  process.env.AUTH_SECRET ||= await persistentAuthSecret();
  process.env.APP_URL ||= `http://localhost:${port}`;
  // A missing or malformed setting stops the launch, naming it, before anything starts.
  const settings = parseServerEnv(webServerEnv());
  const webConcurrency = settings.WEB_CONCURRENCY ?? availableParallelism();
  const demoCodeApps: string[] = [];
  if (!process.env.CREATE_ACCESS_CODE_HASH || !process.env.ORACLE_ACCESS_CODE_HASH) {
    const demoCodes = await loadDemoAccessCodes(dataDir);
    if (!process.env.CREATE_ACCESS_CODE_HASH) {
      process.env.CREATE_ACCESS_CODE_HASH = demoCodes.create.hash;
      demoCodeApps.push("/create");
    }
    if (!process.env.ORACLE_ACCESS_CODE_HASH) {
      process.env.ORACLE_ACCESS_CODE_HASH = demoCodes.oracle.hash;
      demoCodeApps.push("/oracle");
    }
  }
  if (settings.METRICS_PORT) serveMetrics({ port: settings.METRICS_PORT, host: settings.METRICS_HOST, aggregate: true });

  if (process.env.DATABASE_URL) {
    await checkDatabaseReachable(process.env.DATABASE_URL);
  } else {
    database = await startEmbeddedDatabase(path.join(dataDir, "postgres"), "showbook", {
      // The same port at every launch, so the database URL others recorded stays valid.
      portFile: path.join(dataDir, "postgres-port"),
      onGiveUp: (error) => {
        logger.error(`${error.message}; stopping`);
        void stop(1);
      },
      log: (line) => logger.warn(line),
    });
    process.env.DATABASE_URL = database.url;
    logger.info({ dataDir: path.join(dataDir, "postgres") }, "embedded PostgreSQL started");
  }
  await migrateDatabase(process.env.DATABASE_URL);
  await seedDatabase(process.env.DATABASE_URL);
  // Tools beside the server (the browser tests) find its database here.
  await mkdir(dataDir, { recursive: true });
  await writeFile(path.join(dataDir, "database-url"), process.env.DATABASE_URL, { mode: 0o600 });
  // Passwords and access codes are never logged: the demo's are in the README and in a file.
  logger.info(`migrations applied; demo login: ${DEMO_EMAIL} (password in the README)`);
  if (demoCodeApps.length) logger.info(`demo access codes for ${demoCodeApps.join(" and ")}: in ${path.join(dataDir, "access-codes.json")}`);
  if (stopping) return;

  supervised = [...(await startWebProcesses(webConcurrency)), startJobWorker()];
  logger.info(`${webConcurrency} web process${webConcurrency === 1 ? "" : "es"} (WEB_CONCURRENCY) and one job worker`);
}

const onGiveUp = () => void stop(1);
/** A process is killed when it has not exited this long after SIGTERM: its own deadline (SHUTDOWN_TIMEOUT_SECONDS) and a margin. */
const stopTimeoutMs = () => (parseServerEnv(webServerEnv()).SHUTDOWN_TIMEOUT_SECONDS + 5) * 1000;

async function startWebProcesses(count: number): Promise<SupervisedProcess[]> {
  const webServer = await compiledWebServer();
  return Array.from({ length: count }, () =>
    superviseProcess(() => fork(webServer, [`--max-old-space-size=${WEB_HEAP_MIB}`], webProcessEnv()), {
      name: "web server",
      onGiveUp,
      stopTimeoutMs: stopTimeoutMs(),
    }),
  );
}

const startJobWorker = () =>
  superviseProcess(() => fork(path.resolve("scripts/worker.ts"), ["--import", "tsx"], webServerEnv()), {
    name: "job worker",
    onGiveUp,
    stopTimeoutMs: stopTimeoutMs(),
  });

/** One role of the image (see the top of this file). */
async function runRole(role: Exclude<Role, "all">) {
  requireSettings(role, role === "migrate" ? ["DATABASE_URL"] : ["DATABASE_URL", "AUTH_SECRET"]);
  const url = process.env.DATABASE_URL as string;
  // A missing or malformed setting stops the start, naming it (migrating needs only the database).
  const settings = role === "migrate" ? null : parseServerEnv(webServerEnv());
  const webConcurrency = settings?.WEB_CONCURRENCY ?? availableParallelism();
  await checkDatabaseReachable(url);
  if (role === "migrate") {
    await migrateDatabase(url);
    logger.info("migrations applied");
    process.exit(0);
  }
  if (stopping) return;
  if (settings?.METRICS_PORT) serveMetrics({ port: settings.METRICS_PORT, host: settings.METRICS_HOST, aggregate: true });
  if (role === "web") {
    supervised = await startWebProcesses(webConcurrency);
    logger.info(`${webConcurrency} web process${webConcurrency === 1 ? "" : "es"} (WEB_CONCURRENCY)`);
  } else {
    supervised = [startJobWorker()];
  }
}

/** An error and what caused it (a failed query's PostgreSQL error). */
const describe = (error: unknown): string =>
  error instanceof Error
    ? [error.message, error.cause instanceof Error ? `caused by: ${error.cause.message}` : null].filter(Boolean).join("\n  ")
    : String(error);

main().catch((error) => {
  logger.error(describe(error));
  void stop(1);
});
