/**
 * Serves the production build on real PostgreSQL: the embedded one in .data/postgres
 * (on a port kept in .data/postgres-port, restarted if it dies) unless DATABASE_URL is
 * set. Applies migrations, seeds the demo agent, and runs the web server, which is
 * restarted whenever it dies. Ctrl-C or SIGTERM stops the web server, then PostgreSQL; when
 * either cannot be restarted, both are stopped and the launcher exits with code 1.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { startEmbeddedDatabase, type RunningDatabase } from "@/db/embedded";
import { migrateDatabase } from "@/db/migrate";
import { DEMO_EMAIL, DEMO_PASSWORD, seedDatabase } from "@/db/seed";
import { parseServerEnv } from "@/lib/env";
import { checkDatabaseReachable } from "@/lib/launcher/check-database";
import { superviseProcess, type SupervisedProcess } from "@/lib/launcher/supervise-process";
import { loadDemoAccessCodes } from "@/lib/side-apps/demo-access-codes";

const dataDir = path.resolve(process.env.SHOWBOOK_DATA_DIR ?? ".data");
const port = Number(process.env.PORT ?? 3000);

/** The web server runs the production build, as Next does: with NODE_ENV=production. */
const webServerEnv = () => ({ ...process.env, NODE_ENV: "production" as const, PORT: String(port) });

async function persistentAuthSecret(): Promise<string> {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return (await readFile(file, "utf8")).trim();
  const secret = randomBytes(32).toString("base64url");
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

let database: RunningDatabase | undefined;
let web: SupervisedProcess | undefined;
let stopping = false;

/** Stops the web server, then PostgreSQL, says so, and exits with `code`. */
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  // Ctrl-C reaches PostgreSQL too (same process group): its exit is no crash.
  database?.expectStop();
  await web?.stop();
  await database?.stop().catch(() => {});
  console.log("[showbook] stopped");
  process.exit(code);
}

async function main() {
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));
  process.env.AUTH_SECRET ||= await persistentAuthSecret();
  process.env.APP_URL ||= `http://localhost:${port}`;
  // A missing or malformed setting stops the launch, naming it, before anything starts.
  parseServerEnv(webServerEnv());
  const accessCodeNotes: string[] = [];
  if (!process.env.CREATE_ACCESS_CODE_HASH || !process.env.ORACLE_ACCESS_CODE_HASH) {
    const demoCodes = await loadDemoAccessCodes(dataDir);
    if (!process.env.CREATE_ACCESS_CODE_HASH) {
      process.env.CREATE_ACCESS_CODE_HASH = demoCodes.create.hash;
      accessCodeNotes.push(`/create code: ${demoCodes.create.code}`);
    }
    if (!process.env.ORACLE_ACCESS_CODE_HASH) {
      process.env.ORACLE_ACCESS_CODE_HASH = demoCodes.oracle.hash;
      accessCodeNotes.push(`/oracle code: ${demoCodes.oracle.code}`);
    }
  }

  if (process.env.DATABASE_URL) {
    await checkDatabaseReachable(process.env.DATABASE_URL);
  } else {
    database = await startEmbeddedDatabase(path.join(dataDir, "postgres"), "showbook", {
      // The same port at every launch, so the database URL others recorded stays valid.
      portFile: path.join(dataDir, "postgres-port"),
      onGiveUp: (error) => {
        console.error(`[showbook] ${error.message}; stopping`);
        void stop(1);
      },
    });
    process.env.DATABASE_URL = database.url;
    console.log(`[showbook] embedded PostgreSQL started (data in ${path.join(dataDir, "postgres")})`);
  }
  await migrateDatabase(process.env.DATABASE_URL);
  await seedDatabase(process.env.DATABASE_URL);
  // Tools beside the server (the browser tests) find its database here.
  await mkdir(dataDir, { recursive: true });
  await writeFile(path.join(dataDir, "database-url"), process.env.DATABASE_URL, { mode: 0o600 });
  console.log(`[showbook] migrations applied; demo login: ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
  if (accessCodeNotes.length) console.log(`[showbook] demo access codes: ${accessCodeNotes.join("; ")}`);
  if (stopping) return;

  web = superviseProcess(
    () =>
      spawn(process.execPath, ["--import", "tsx", path.resolve("scripts/serve.ts")], {
        stdio: "inherit",
        env: webServerEnv(),
      }),
    { name: "web server", onGiveUp: () => void stop(1) },
  );
}

/** An error and what caused it (a failed query's PostgreSQL error). */
const describe = (error: unknown): string =>
  error instanceof Error
    ? [error.message, error.cause instanceof Error ? `caused by: ${error.cause.message}` : null].filter(Boolean).join("\n  ")
    : String(error);

main().catch((error) => {
  console.error(`[showbook] ${describe(error)}`);
  void stop(1);
});
