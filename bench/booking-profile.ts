/**
 * Where the booking page's server time goes: a second app process runs under V8's sampling
 * profiler while it serves /book/{id}, and the functions with the most self time are listed
 * (the .cpuprofile is kept beside the report for Chrome DevTools).
 */
import { copyFile, mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import type { BenchContext } from "./run";
import { startProfiledApp } from "./lib/servers";

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number };
type CpuProfile = { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] };

const REQUESTS = 300;

/** The package or bundle a script belongs to, so the list reads as "react-dom", "drizzle-orm" or "app". */
function areaOf(url: string): string {
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1];
  if (url.includes("/.next/")) return "app bundle";
  if (url.startsWith("node:") || !url) return "node (runtime, GC, I/O)";
  return path.basename(url);
}

export async function run(ctx: BenchContext): Promise<Record<string, unknown>> {
  const dir = await mkdtemp(path.join(tmpdir(), "showbook-bench-profile-"));
  try {
    const port = Number(new URL(ctx.appUrl).port) + 2;
    const app = await startProfiledApp(ctx.databaseUrl, port, dir);
    let measuredFrom = 0;
    let measuredTo = 0;
    try {
      const url = `${app.url}/book/${ctx.demoProperty.id}`;
      await autocannon({ url, connections: 4, amount: 30 });
      measuredFrom = Date.now();
      await autocannon({ url, connections: 4, amount: REQUESTS });
      measuredTo = Date.now();
    } finally {
      await app.stop();
    }
    // The profile ends when the server exits: only samples of the measured requests count, not start-up or warm-up.
    const exitedAt = Date.now();
    // Any helper process writes a profile too; the server's is the largest.
    const files = await Promise.all(
      (await readdir(dir)).filter((name) => name.endsWith(".cpuprofile")).map(async (name) => ({ name, size: (await stat(path.join(dir, name))).size })),
    );
    const largest = files.sort((a, b) => b.size - a.size)[0];
    if (!largest) throw new Error("the server wrote no CPU profile");
    const profile = JSON.parse(await readFile(path.join(dir, largest.name), "utf8")) as CpuProfile;
    const windowStart = profile.endTime - (exitedAt - measuredFrom) * 1000;
    const windowEnd = profile.endTime - (exitedAt - measuredTo) * 1000;
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
      const area = areaOf(node.callFrame.url);
      byArea.set(area, (byArea.get(area) ?? 0) + ms);
      const name = `${node.callFrame.functionName || "(anonymous)"} ${area}:${node.callFrame.lineNumber + 1}`;
      byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    }
    const busyMs = [...byArea.values()].reduce((sum, ms) => sum + ms, 0);
    const top = (map: Map<string, number>, count: number) =>
      Object.fromEntries(
        [...map.entries()]
          .sort((a, b) => b[1] - a[1])
          .slice(0, count)
          .map(([name, ms]) => [name, Number((ms / REQUESTS).toFixed(2))]),
      );
    const kept = path.resolve(`bench-results/booking-${new Date().toISOString().replace(/[:.]/g, "-")}.cpuprofile`);
    await copyFile(path.join(dir, largest.name), kept);
    return {
      requests: REQUESTS,
      cpuMsPerRequest: Number((busyMs / REQUESTS).toFixed(1)),
      cpuMsPerRequestByArea: top(byArea, 12),
      topFunctionsMsPerRequest: top(byFunction, 15),
      profile: kept,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
