import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { COMPILED_WEB_SERVER } from "@/lib/launcher/compiled-server";

/** The web processes (scripts/serve.ts compiled) among the descendants of the launcher's process `rootPid`. */
export function webProcessPids(rootPid: number): number[] {
  const rows = execFileSync("ps", ["-eo", "pid=,ppid=,args="], { encoding: "utf8" })
    .split("\n")
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, pid, ppid, args]) => ({ pid: Number(pid), ppid: Number(ppid), args }));
  const descendants = new Set([rootPid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const row of rows) {
      if (descendants.has(row.ppid) && !descendants.has(row.pid)) {
        descendants.add(row.pid);
        grew = true;
      }
    }
  }
  return rows.filter((row) => descendants.has(row.pid) && row.args.includes(COMPILED_WEB_SERVER)).map((row) => row.pid);
}

/** A process's resident memory in MiB, from /proc. */
export async function rssMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kib = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? 0);
  return Math.round(kib / 1024);
}
