import { mkdtemp, readFile, rename, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { stablePort, startEmbeddedDatabase, type RunningDatabase } from "@/db/embedded";

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

