/**
 * The two servers the web benchmarks compare: the app's production build and a bare page
 * built with the same installed Next, both under `next start` on this machine.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { compiledWebServer } from "@/lib/launcher/compiled-server";

const NEXT_BIN = path.resolve("node_modules/next/dist/bin/next");

export type RunningServer = { url: string; stop: () => Promise<void> };

function runToEnd(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "inherit", "inherit"] });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`))));
  });
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server for ${url} exited with ${child.exitCode}`);
    try {
      const response = await fetch(url, { redirect: "manual" });
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || !child.pid) return resolve();
      child.once("exit", () => resolve());
      // The launcher and `next start` run in their own process group, so one signal stops both.
      process.kill(-child.pid, "SIGTERM");
      setTimeout(() => {
        if (child.exitCode === null && child.pid) process.kill(-child.pid, "SIGKILL");
      }, 10_000).unref();
    });
}

/** The app's server once its health check answers; stopped again when it never does. */
async function runningOnceHealthy(child: ChildProcess, url: string): Promise<RunningServer> {
  const stop = stopper(child);
  try {
    await waitForHttp(`${url}/api/health`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/**
 * The bench serves its own build, with browser source maps (`.next-bench`, or NEXT_DIST_DIR),
 * made unless it already exists; BENCH_BUILD=1 asks for a fresh one.
 */
export async function ensureAppBuild() {
  process.env.NEXT_DIST_DIR ||= ".next-bench";
  if (process.env.BENCH_BUILD !== "1" && existsSync(path.join(process.env.NEXT_DIST_DIR, "BUILD_ID"))) return;
  console.log(`[bench] building the app into ${process.env.NEXT_DIST_DIR}`);
  await runToEnd(process.execPath, [NEXT_BIN, "build"], { env: { ...process.env, NEXT_BROWSER_SOURCE_MAPS: "1" } });
}

/** The environment of an app server of the bench on `port`. */
const appEnv = (databaseUrl: string, port: number): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: "production",
  PORT: String(port),
  DATABASE_URL: databaseUrl,
  APP_URL: `http://localhost:${port}`,
  SHOWBOOK_DATA_DIR: path.resolve(`.data/bench-${port}`),
  // The load comes from this machine with a distinct X-Forwarded-For per booker (bench/holds.ts).
  TRUSTED_PROXIES: "127.0.0.1,::1",
  // Holds are paid in mock mode: no Stripe keys here.
  PAYMENTS_MODE: "mock",
});

/**
 * Serves the app's build through the launcher, which migrates and seeds the given database;
 * `env` adds settings (WEB_CONCURRENCY). `pid` is the launcher's, whose children are the web
 * processes and the job worker.
 */
export async function startApp(databaseUrl: string, port: number, env: Record<string, string> = {}): Promise<RunningServer & { pid: number }> {
  const child = spawn(process.execPath, [path.resolve("node_modules/tsx/dist/cli.mjs"), "scripts/launch.ts"], {
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...appEnv(databaseUrl, port), ...env },
  });
  const server = await runningOnceHealthy(child, `http://localhost:${port}`);
  return { ...server, pid: child.pid ?? 0 };
}

/**
 * A second server of the app's build, as production runs it (scripts/serve.ts), under V8's
 * sampling profiler; Node refuses --cpu-prof in NODE_OPTIONS, so not through the launcher. The
 * database is already migrated and seeded.
 */
export async function startProfiledApp(databaseUrl: string, port: number, profileDir: string): Promise<RunningServer & { pid: number }> {
  const child = spawn(process.execPath, ["--cpu-prof", `--cpu-prof-dir=${profileDir}`, await compiledWebServer()], {
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...appEnv(databaseUrl, port), AUTH_SECRET: randomBytes(32).toString("base64url") },
  });
  const server = await runningOnceHealthy(child, `http://localhost:${port}`);
  return { ...server, pid: child.pid ?? 0 };
}

const BARE_LAYOUT = `export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`;
const BARE_PAGE = `export const metadata = { title: "Bare page", description: "A bare Next.js page for comparison." };

export default function Page() {
  return (
    <main>
      <h1>Bare page</h1>
      <p>A static page built with the same Next.js as the app.</p>
    </main>
  );
}
`;

/**
 * Builds a one-page Next app with the installed Next (the project's node_modules, linked) in a
 * temporary folder outside the project, so none of the app's files take part, and serves it.
 */
export async function startBarePage(port: number): Promise<RunningServer> {
  const dir = await mkdtemp(path.join(tmpdir(), "showbook-bench-bare-"));
  await mkdir(path.join(dir, "app"));
  await writeFile(path.join(dir, "package.json"), JSON.stringify({ name: "bare", private: true, type: "module" }));
  await writeFile(path.join(dir, "app/layout.jsx"), BARE_LAYOUT);
  await writeFile(path.join(dir, "app/page.jsx"), BARE_PAGE);
  await symlink(path.resolve("node_modules"), path.join(dir, "node_modules"), "dir");
  // The linked node_modules lies outside the folder; Turbopack resolves only inside its root.
  await writeFile(path.join(dir, "next.config.mjs"), "export default { turbopack: { root: '/' }, productionBrowserSourceMaps: true };\n");
  const env = { ...process.env, NODE_ENV: "production" as const, NEXT_TELEMETRY_DISABLED: "1" };
  console.log(`[bench] building a bare Next page in ${dir}`);
  let stopServer = async () => {};
  const stop = async () => {
    await stopServer();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await runToEnd(process.execPath, [NEXT_BIN, "build"], { cwd: dir, env });
    const child = spawn(process.execPath, [NEXT_BIN, "start", "-p", String(port)], { cwd: dir, env, detached: true, stdio: "ignore" });
    stopServer = stopper(child);
    await waitForHttp(`http://localhost:${port}/`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://localhost:${port}`, stop };
}
