/**
 * What the operations drills (npm run test:image, test:cluster, test:restore) share: named
 * checks that print what they proved, a closing "N passed, N failed" line and a non-zero exit
 * on any failure; commands run to their end; waits for an event with a deadline; and a fresh
 * database on the machine's PostgreSQL (127.0.0.1:5432), or an embedded one where none answers.
 */
import { execFile, spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import postgres from "postgres";
import { startEmbeddedDatabase } from "@/db/embedded";

const drillStarted = Date.now();
let passed = 0;
const failures: string[] = [];
const cleanups: (() => Promise<unknown> | unknown)[] = [];

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Runs one named check; a failure is printed and counted, and the drill goes on to the next. */
export async function check(name: string, body: () => Promise<string | void>): Promise<boolean> {
  const started = Date.now();
  try {
    const detail = await body();
    passed += 1;
    console.log(`✓ ${name} (${seconds(started)})${detail ? `: ${detail}` : ""}`);
    return true;
  } catch (error) {
    failures.push(name);
    console.log(`✗ ${name} (${seconds(started)}): ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return false;
  }
}

/** A step the later checks need: its failure ends the drill. */
export async function setUp<T>(name: string, body: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    const result = await body();
    console.log(`· ${name} (${seconds(started)})`);
    return result;
  } catch (error) {
    console.log(`✗ ${name} (${seconds(started)}): ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    failures.push(name);
    await finish();
    throw error;
  }
}

/** Undone at the end, last registered first. */
export function onCleanup(cleanup: () => Promise<unknown> | unknown) {
  cleanups.unshift(cleanup);
}

/** Cleans up, prints the tally and exits: 1 when any check failed. */
export async function finish(): Promise<never> {
  for (const cleanup of cleanups.splice(0)) {
    try {
      await cleanup();
    } catch (error) {
      console.log(`(cleanup failed: ${error instanceof Error ? error.message : String(error)})`);
    }
  }
  if (failures.length) console.log(`failed: ${failures.join("; ")}`);
  console.log(`took ${Math.round((Date.now() - drillStarted) / 1000)} s`);
  console.log(`${passed} passed, ${failures.length} failed`);
  process.exit(failures.length ? 1 : 0);
}

/** Ends the drill cleanly on Ctrl-C, and on an error nothing caught. */
export function runDrill(main: () => Promise<void>) {
  process.once("SIGINT", () => void finish());
  main().then(finish, async (error: unknown) => {
    if (!failures.length) failures.push(`unexpected error: ${error instanceof Error ? error.message : String(error)}`);
    console.log(error instanceof Error ? error.stack : error);
    await finish();
  });
}

/** Runs a command to its end; its output is returned, and is in the error when it fails. */
export async function sh(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; cwd?: string; input?: string } = {}) {
  try {
    const { stdout } = await promisify(execFile)(command, args, { maxBuffer: 64 * 1024 * 1024, env: options.env ?? process.env, cwd: options.cwd });
    return stdout;
  } catch (error) {
    const failed = error as { stderr?: string; stdout?: string; message: string };
    throw new Error(`${command} ${args.join(" ")} failed: ${failed.message}\n${(failed.stderr ?? "").slice(-4000)}${(failed.stdout ?? "").slice(-2000)}`);
  }
}

/** Starts a long-running command whose output goes to `logFile`'s stream (or this process's). */
export function start(command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
  return spawn(command, args, { stdio: ["ignore", "inherit", "inherit"], ...options });
}

/** Calls `probe` until it answers something truthy, or throws after `timeoutMs` saying what was awaited. */
export async function waitFor<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 60_000, everyMs = 200): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const answer = await probe();
      if (answer) return answer;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}${lastError ? ` (last: ${lastError instanceof Error ? lastError.message : String(lastError)})` : ""}`);
}

/** GET `url` until it answers 200. */
export const waitForOk = (url: string, timeoutMs = 120_000) =>
  waitFor(`${url} to answer 200`, async () => (await fetch(url, { signal: AbortSignal.timeout(5_000) })).status === 200, timeoutMs, 500);

const MACHINE_POSTGRES = "postgres://postgres@127.0.0.1:5432";

async function machinePostgresAnswers(): Promise<boolean> {
  const sql = postgres(`${MACHINE_POSTGRES}/postgres`, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

let server: Promise<{ adminUrl: string; urlOf: (name: string) => string }> | undefined;

/** The PostgreSQL the drills make their databases on: the machine's, else an embedded one for this run. */
function postgresServer() {
  server ??= (async () => {
    if (await machinePostgresAnswers()) return { adminUrl: `${MACHINE_POSTGRES}/postgres`, urlOf: (name: string) => `${MACHINE_POSTGRES}/${name}` };
    const dir = await mkdtemp(path.join(os.tmpdir(), "showbook-ops-pg-"));
    const embedded = await startEmbeddedDatabase(path.join(dir, "data"), "postgres");
    onCleanup(async () => {
      await embedded.stop();
      await rm(dir, { recursive: true, force: true });
    });
    const base = embedded.url.replace(/\/[^/]*$/, "");
    return { adminUrl: embedded.url, urlOf: (name: string) => `${base}/${name}` };
  })();
  return server;
}

/** A new, empty database named `prefix_<time>_<pid>`, dropped at the end of the drill. */
export async function freshDatabase(prefix: string): Promise<{ name: string; url: string; port: number }> {
  const { adminUrl, urlOf } = await postgresServer();
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  onCleanup(async () => {
    const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
    try {
      await sql.unsafe(`drop database if exists ${name} with (force)`);
    } finally {
      await sql.end();
    }
  });
  const url = urlOf(name);
  return { name, url, port: Number(new URL(url).port || 5432) };
}
