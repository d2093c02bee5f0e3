/**
 * Where the server's time goes while it serves one kind of request: a second app server runs
 * under V8's sampling profiler, the load is sent to it, and every sample taken during the load
 * is attributed through the build's source maps to the package or project folder it ran in.
 * The CPU time of that server and of PostgreSQL's processes over the same window is read from
 * /proc, so the figures say how much each costs per request and what that allows on this machine.
 */
import { readdir, readFile, stat, copyFile, mkdir, mkdtemp, rm } from "node:fs/promises";
import { SourceMap } from "node:module";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { areaOfSource } from "./script-sources";
import { startProfiledApp } from "./servers";

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame };
type CpuProfile = { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] };

export type ServerProfile = {
  requests: number;
  /** CPU the server process used per request (from /proc), all threads, profiler overhead included. */
  serverCpuMsPerRequest: number;
  /** CPU all PostgreSQL processes used per request over the same window. */
  postgresCpuMsPerRequest: number;
  /** What this machine's cores allow at that cost, with nothing else running: cores ÷ (server + PostgreSQL). */
  cpuBoundRequestsPerSecond: number;
  /** Sampled JavaScript time per request by package or project folder (the main thread only). */
  sampledMsPerRequestByArea: Record<string, number>;
  topFunctionsMsPerRequest: Record<string, number>;
  /** The .cpuprofile, kept beside the report for Chrome DevTools. */
  profile: string;
};

const TICKS_PER_SECOND = 100;

/**
 * utime + stime of a process, in ms, or 0 once it is gone; with `withChildren`, also the
 * time of the child processes it has reaped (cutime + cstime).
 */
export async function processCpuMs(pid: number, { withChildren = false } = {}): Promise<number> {
  try {
    const fields = (await readFile(`/proc/${pid}/stat`, "utf8")).replace(/^.*\) /, "").split(" ");
    const children = withChildren ? Number(fields[13]) + Number(fields[14]) : 0;
    return ((Number(fields[11]) + Number(fields[12]) + children) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The CPU of every process named postgres on this machine (the bench's database server), in ms. */
async function postgresCpuMs(): Promise<number> {
  let total = 0;
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const name = await readFile(`/proc/${entry}/comm`, "utf8").catch(() => "");
    if (name.trim() === "postgres") total += await processCpuMs(Number(entry));
  }
  return total;
}

const sourceMaps = new Map<string, Promise<SourceMap | null>>();

function sourceMapOf(file: string): Promise<SourceMap | null> {
  let map = sourceMaps.get(file);
  if (!map) {
    map = readFile(`${file}.map`, "utf8")
      .then((text) => new SourceMap(JSON.parse(text)))
      .catch(() => null);
    sourceMaps.set(file, map);
  }
  return map;
}

/** Where one sampled frame ran, through the build's source map when its script has one. */
async function areaOf(frame: CallFrame): Promise<string> {
  if (!frame.url || frame.url.startsWith("node:")) return "node (runtime, GC, I/O)";
  const file = frame.url.startsWith("file://") ? fileURLToPath(frame.url) : frame.url;
  if (/\/\.next[\w-]*\//.test(file)) {
    const entry = (await sourceMapOf(file))?.findEntry(frame.lineNumber, frame.columnNumber);
    if (entry && "originalSource" in entry) return areaOfSource(entry.originalSource);
    return "app build (unmapped)";
  }
  return areaOfSource(file);
}

/** The profile of the server process: the largest, once every profile file has been written. */
async function readServerProfile(dir: string): Promise<{ file: string; profile: CpuProfile }> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const names = (await readdir(dir)).filter((name) => name.endsWith(".cpuprofile"));
    const files = await Promise.all(names.map(async (name) => ({ name, size: (await stat(path.join(dir, name)).catch(() => ({ size: 0 }))).size })));
    const largest = files.sort((a, b) => b.size - a.size)[0];
    if (largest?.size) {
      try {
        const file = path.join(dir, largest.name);
        return { file, profile: JSON.parse(await readFile(file, "utf8")) as CpuProfile };
      } catch {
        // Still being written.
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the profiled server wrote no CPU profile");
}

const perRequest = (map: Map<string, number>, requests: number, count: number) =>
  Object.fromEntries(
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => [name, Number((ms / requests).toFixed(2))]),
  );

/**
 * Serves the app's build under the profiler on `port`, warms it up, runs `load` (which returns
 * how many requests it made against the given base URL) and reports where the time went.
 */
export async function profileServer(
  name: string,
  databaseUrl: string,
  port: number,
  load: (baseUrl: string, warmUp: boolean) => Promise<number>,
): Promise<ServerProfile> {
  const dir = await mkdtemp(path.join(tmpdir(), "showbook-bench-profile-"));
  try {
    const app = await startProfiledApp(databaseUrl, port, dir);
    let window = { from: 0, to: 0, requests: 0, serverCpuMs: 0, postgresCpuMs: 0 };
    try {
      await load(app.url, true);
      const [serverBefore, postgresBefore] = [await processCpuMs(app.pid), await postgresCpuMs()];
      const from = Date.now();
      const requests = await load(app.url, false);
      const to = Date.now();
      const [serverAfter, postgresAfter] = [await processCpuMs(app.pid), await postgresCpuMs()];
      window = { from, to, requests, serverCpuMs: serverAfter - serverBefore, postgresCpuMs: postgresAfter - postgresBefore };
    } finally {
      await app.stop();
    }
    // The profile ends when the server exits: only samples of the measured requests count, not start-up or warm-up.
    const exitedAt = Date.now();
    const { file, profile } = await readServerProfile(dir);
    const windowStart = profile.endTime - (exitedAt - window.from) * 1000;
    const windowEnd = profile.endTime - (exitedAt - window.to) * 1000;
    const msByNode = new Map<number, number>();
    let at = profile.startTime;
    profile.samples.forEach((nodeId, index) => {
      const delta = profile.timeDeltas[index] ?? 0;
      at += delta;
      if (at >= windowStart && at <= windowEnd) msByNode.set(nodeId, (msByNode.get(nodeId) ?? 0) + delta / 1000);
    });
    const byArea = new Map<string, number>();
    const byFunction = new Map<string, number>();
    for (const node of profile.nodes) {
      const ms = msByNode.get(node.id) ?? 0;
      if (!ms || node.callFrame.functionName === "(idle)" || node.callFrame.functionName === "(program)") continue;
      const area = node.callFrame.functionName === "(garbage collector)" ? "garbage collector" : await areaOf(node.callFrame);
      byArea.set(area, (byArea.get(area) ?? 0) + ms);
      const functionName = `${node.callFrame.functionName || "(anonymous)"} (${area})`;
      byFunction.set(functionName, (byFunction.get(functionName) ?? 0) + ms);
    }
    const kept = path.resolve(`bench-results/${name}-${new Date().toISOString().replace(/[:.]/g, "-")}.cpuprofile`);
    await mkdir(path.dirname(kept), { recursive: true });
    await copyFile(file, kept);
    const { requests } = window;
    const serverCpuMsPerRequest = Number((window.serverCpuMs / requests).toFixed(2));
    const postgresCpuMsPerRequest = Number((window.postgresCpuMs / requests).toFixed(2));
    return {
      requests,
      serverCpuMsPerRequest,
      postgresCpuMsPerRequest,
      cpuBoundRequestsPerSecond: Math.round((availableParallelism() * 1000) / (serverCpuMsPerRequest + postgresCpuMsPerRequest)),
      sampledMsPerRequestByArea: perRequest(byArea, requests, 12),
      topFunctionsMsPerRequest: perRequest(byFunction, requests, 12),
      profile: kept,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** "next 5.1 ms, react-dom 3.2 ms, lib/bookings 1.0 ms": the largest areas of a profile, for a sentence. */
export function largestAreas(profile: ServerProfile, count = 4): string {
  return Object.entries(profile.sampledMsPerRequestByArea)
    .slice(0, count)
    .map(([area, ms]) => `${area} ${ms} ms`)
    .join(", ");
}
