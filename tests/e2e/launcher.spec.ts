import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { COMPILED_WEB_SERVER } from "@/lib/launcher/compiled-server";
import { findFreePort, isAlive } from "../../db/embedded";
import { e2eDatabaseUrl } from "./helpers";

type Launched = { child: ChildProcess; output: () => string; url: string };

/**
 * Runs the launcher (`npm start`) on a port and data folder of its own, in a process group of
 * its own so that a test can press Ctrl-C on it alone. Without DATABASE_URL it starts its own
 * embedded PostgreSQL.
 */
async function launch(dataDir: string, env: Record<string, string | undefined>): Promise<Launched> {
  const port = await findFreePort();
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/launch.ts"], {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      SHOWBOOK_DATA_DIR: dataDir,
      APP_URL: `http://localhost:${port}`,
      PAYMENTS_MODE: "mock",
      DATABASE_URL: undefined,
      // Its own metrics are not asked for here (several launchers run side by side).
      METRICS_PORT: "0",
      // One web process is enough to supervise, and starts in half the time beside the suite's server.
      WEB_CONCURRENCY: "1",
      ...env,
    },
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  return { child, output: () => output, url: `http://localhost:${port}` };
}

const healthy = async (url: string) => {
  try {
    return (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) })).ok;
  } catch {
    return false;
  }
};

/** The launcher's log lines (JSON, one a line): their level, role and message. */
const messages = (output: string) =>
  output
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const { level, role, msg } = JSON.parse(line) as Record<string, unknown>;
      return { level, role, msg };
    });

/** The launcher's children: pid and command line. */
function childrenOf(launcher: ChildProcess): { pid: number; args: string }[] {
  const rows = execFileSync("ps", ["-o", "pid=,args=", "--ppid", String(launcher.pid)], { encoding: "utf8" }).split("\n").filter(Boolean);
  return rows.map((row) => {
    const [pid, ...args] = row.trim().split(/\s+/);
    return { pid: Number(pid), args: args.join(" ") };
  });
}

/** The pid of the launcher's web server (scripts/serve.ts compiled), found among its children. */
const webServerPid = (launcher: ChildProcess): number | null => childrenOf(launcher).find(({ args }) => args.includes(COMPILED_WEB_SERVER))?.pid ?? null;

async function stopLauncher(launcher: ChildProcess) {
  if (launcher.exitCode !== null || launcher.signalCode !== null) return;
  const exited = once(launcher, "exit");
  launcher.kill("SIGTERM");
  await exited;
}

let dataDir: string;
test.beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "showbook-launcher-e2e-"));
});
test.afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

test("[launcher] a killed web server is restarted while the database keeps running, and the log says why it died", async () => {
  test.setTimeout(180_000);
  const app = await launch(dataDir, { DATABASE_URL: e2eDatabaseUrl(), JOBS_IN_PROCESS: "false" });
  try {
    await expect.poll(() => healthy(app.url), { timeout: 90_000, intervals: [500] }).toBe(true);
    const first = webServerPid(app.child);
    expect(first).not.toBeNull();
    process.kill(first!, "SIGKILL");

    await expect.poll(() => app.output(), { timeout: 10_000 }).toContain(`"msg":"web server (pid ${first}) was killed by SIGKILL`);
    await expect.poll(() => healthy(app.url), { timeout: 90_000, intervals: [500] }).toBe(true);
    expect(webServerPid(app.child)).not.toBe(first);
    expect(app.child.exitCode).toBeNull();
  } finally {
    await stopLauncher(app.child);
  }
});

test("[launcher] a clean stop, by SIGTERM or by Ctrl-C, stops the web server before PostgreSQL, quietly, and says stopped", async () => {
  test.setTimeout(240_000);
  for (const how of ["SIGTERM", "Ctrl-C"] as const) {
    // The embedded PostgreSQL, with the in-process workers holding their connections to it.
    const app = await launch(dataDir, {});
    try {
      await expect.poll(() => healthy(app.url), { timeout: 120_000, intervals: [500] }).toBe(true);
      await expect.poll(() => app.output(), { timeout: 60_000 }).toContain('"msg":"workers started');
      const before = app.output().length;
      const exited = once(app.child, "exit");
      // Ctrl-C in a terminal signals the whole process group: the launcher, the web server and PostgreSQL.
      if (how === "SIGTERM") app.child.kill("SIGTERM");
      else process.kill(-app.child.pid!, "SIGINT");
      const [code] = await exited;
      // Every line is JSON; the web processes and the job worker say they finished, the launcher only that it stopped.
      const said = messages(app.output().slice(before)).filter(({ role }) => role === "launcher");
      expect({ how, code, said }).toEqual({ how, code: 0, said: [{ level: "info", role: "launcher", msg: "stopped" }] });
    } finally {
      await stopLauncher(app.child);
    }
  }
});

test("[launcher] killed with SIGKILL, it leaves no web process or job worker running, and the next start stops its orphaned PostgreSQL and serves", async () => {
  test.setTimeout(300_000);
  const first = await launch(dataDir, {});
  let pgPid = 0;
  let nodeChildren: number[] = [];
  try {
    await expect.poll(() => healthy(first.url), { timeout: 120_000, intervals: [500] }).toBe(true);
    await expect.poll(() => first.output(), { timeout: 60_000 }).toContain('"msg":"workers started');
    const children = childrenOf(first.child);
    nodeChildren = children.filter(({ args }) => args.includes(COMPILED_WEB_SERVER) || args.includes("scripts/worker.ts")).map(({ pid }) => pid);
    expect(nodeChildren.length).toBeGreaterThanOrEqual(2);
    pgPid = Number(readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[0]);
    expect(children.map(({ pid }) => pid)).toContain(pgPid);

    // As a supervisor's kill or the kernel's out-of-memory killer would: nothing is told.
    process.kill(first.child.pid!, "SIGKILL");
    await expect.poll(() => nodeChildren.filter(isAlive), { timeout: 30_000 }).toEqual([]);
  } finally {
    await stopLauncher(first.child);
  }

  const second = await launch(dataDir, {});
  try {
    await expect.poll(() => healthy(second.url), { timeout: 120_000, intervals: [500] }).toBe(true);
    expect(second.output()).toContain(`PostgreSQL (pid ${pgPid}) from an earlier launch that ended without stopping it still runs on`);
    expect(isAlive(pgPid)).toBe(false);
  } finally {
    await stopLauncher(second.child);
  }
});
