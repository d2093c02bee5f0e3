/**
 * Serves the production build on real PostgreSQL: the embedded one in .data/postgres
 * unless DATABASE_URL is set. Applies migrations, seeds the demo agent, starts
 * `next start`, and stops PostgreSQL cleanly on Ctrl-C.
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

  let database: RunningDatabase | undefined;
  if (!process.env.DATABASE_URL) {
    database = await startEmbeddedDatabase(path.join(dataDir, "postgres"));
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

  const server = spawn(process.execPath, [path.resolve("node_modules/next/dist/bin/next"), "start", "-p", String(port)], {
    stdio: "inherit",
    env: process.env,
  });
  console.log(`[showbook] serving on http://localhost:${port}`);

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    server.kill("SIGTERM");
    if (database) {
      // Ctrl-C reaches PostgreSQL too (same process group); it may already be shutting down.
      await database.stop().catch(() => {});
      console.log("[showbook] PostgreSQL stopped");
    }
    process.exit(code);
  };
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));
  server.on("exit", (code) => void stop(code ?? 0));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
