/**
 * Serves the production build on real PostgreSQL: the embedded one in .data/postgres
 * (on a port kept in .data/postgres-port, restarted if it dies) unless DATABASE_URL is
 * set. Applies migrations, seeds the demo agent, starts the web server, and stops
 * PostgreSQL cleanly on Ctrl-C, or the web server cleanly if PostgreSQL cannot be restarted.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { stablePort, startEmbeddedDatabase, type RunningDatabase } from "@/db/embedded";
import { migrateDatabase } from "@/db/migrate";
import { DEMO_EMAIL, DEMO_PASSWORD, seedDatabase } from "@/db/seed";
import { parseServerEnv } from "@/lib/env";
import { loadDemoAccessCodes } from "@/lib/side-apps/demo-access-codes";

const dataDir = path.resolve(process.env.SHOWBOOK_DATA_DIR ?? ".data");
const port = Number(process.env.PORT ?? 3000);

async function persistentAuthSecret(): Promise<string> {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return (await readFile(file, "utf8")).trim();
  const secret = randomBytes(32).toString("base64url");
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

async function main() {
  process.env.AUTH_SECRET ||= await persistentAuthSecret();
  process.env.APP_URL ||= `http://localhost:${port}`;
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

  let database: RunningDatabase | undefined;
  // Until the web server runs there is nothing to stop but this process.
  let onDatabaseLost: (error: Error) => void = (error) => {
    console.error(`[showbook] ${error.message}`);
    process.exit(1);
  };
  if (!process.env.DATABASE_URL) {
    database = await startEmbeddedDatabase(path.join(dataDir, "postgres"), "showbook", {
      // The same port at every launch, so the database URL others recorded stays valid.
      port: await stablePort(path.join(dataDir, "postgres-port")),
      onGiveUp: (error) => onDatabaseLost(error),
    });
    process.env.DATABASE_URL = database.url;
    console.log(`[showbook] embedded PostgreSQL started (data in ${path.join(dataDir, "postgres")})`);
  }
  try {
    parseServerEnv(process.env);
    await migrateDatabase(process.env.DATABASE_URL);
    await seedDatabase(process.env.DATABASE_URL);
  } catch (error) {
    await database?.stop();
    throw error;
  }
  // Tools beside the server (the browser tests) find its database here.
  await mkdir(dataDir, { recursive: true });
  await writeFile(path.join(dataDir, "database-url"), process.env.DATABASE_URL, { mode: 0o600 });
  console.log(`[showbook] migrations applied; demo login: ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
  if (accessCodeNotes.length) console.log(`[showbook] demo access codes: ${accessCodeNotes.join("; ")}`);

  const server = spawn(process.execPath, ["--import", "tsx", path.resolve("scripts/serve.ts")], {
    stdio: "inherit",
    env: { ...process.env, PORT: String(port) },
  });

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    if (server.exitCode === null && server.signalCode === null) {
      server.kill("SIGTERM");
      await once(server, "exit");
    }
    if (database) {
      // Ctrl-C reaches PostgreSQL too (same process group); it may already be shutting down.
      await database.stop().catch(() => {});
      console.log("[showbook] PostgreSQL stopped");
    }
    process.exit(code);
  };
  onDatabaseLost = (error) => {
    console.error(`[showbook] ${error.message}; stopping the web server`);
    void stop(1);
  };
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));
  server.on("exit", (code) => void stop(code ?? 0));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
