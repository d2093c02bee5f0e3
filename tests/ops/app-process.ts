/**
 * One app node for the drills: the launcher (scripts/launch.ts) on the production build, in
 * its own process group (optionally inside a network namespace), its output in a log file.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { waitForOk } from "./harness";

export type AppNode = {
  name: string;
  url: string;
  child: ChildProcess;
  /** SIGTERM to the launcher (its graceful stop), then the exit code; SIGKILL to the group after `timeoutMs`. */
  stop: (timeoutMs?: number) => Promise<number | null>;
  /** kill -9 of every process of the node at once (the launcher, web processes and job worker): a machine that died. */
  kill: () => Promise<void>;
  exited: () => boolean;
};

export async function startAppNode({
  name,
  url,
  env,
  role = "all",
  logFile,
  namespace,
  healthPath = "/api/health",
}: {
  name: string;
  /** Where the node answers, for its health check. */
  url: string;
  env: Record<string, string>;
  role?: "all" | "web" | "worker";
  logFile: string;
  /** A network namespace (ip netns) to run in. */
  namespace?: string;
  healthPath?: string;
}): Promise<AppNode> {
  const command = [process.execPath, "--import", "tsx", "scripts/launch.ts", role];
  const [file, ...args] = namespace ? ["ip", "netns", "exec", namespace, ...command] : command;
  const log = createWriteStream(logFile, { flags: "a" });
  const child = spawn(file, args, { env: { ...process.env, ...env }, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const exit = once(child, "exit").then(([code]) => code as number | null);
  const group = (signal: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), signal);
    } catch {
      // Already gone.
    }
  };
  const node: AppNode = {
    name,
    url,
    child,
    exited,
    stop: async (timeoutMs = 60_000) => {
      if (exited()) return child.exitCode;
      child.kill("SIGTERM");
      const killer = setTimeout(() => group("SIGKILL"), timeoutMs);
      const code = await exit;
      clearTimeout(killer);
      return code;
    },
    kill: async () => {
      group("SIGKILL");
      await exit;
    },
  };
  try {
    await Promise.race([
      waitForOk(`${url}${healthPath}`, 180_000),
      exit.then((code) => {
        throw new Error(`node ${name} exited with code ${code} before it was healthy (log: ${logFile})`);
      }),
    ]);
  } catch (error) {
    group("SIGKILL");
    throw error;
  }
  return node;
}
