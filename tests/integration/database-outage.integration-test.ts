import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { createDb } from "@/db/client";
import { startEmbeddedDatabase } from "@/db/embedded";
import { migrateDatabase } from "@/db/migrate";
import { rateLimiterFor } from "@/lib/rate-limit/rate-limit";
import { errorResponse } from "@/lib/api/route";
import { readiness } from "@/lib/health/readiness";
import { createDiskStorage } from "@/lib/storage/file-storage";

vi.mock("@/lib/auth/current-user", () => ({ getCurrentUser: async () => null }));

/**
 * PostgreSQL killed and restarted under the app's pools (the launcher restarts the embedded one):
 * while it is down, requests fail at once with 503 and Retry-After and readiness says so; once
 * it is back, no pool hands out a connection the restart broke.
 */
const root = await mkdtemp(path.join(os.tmpdir(), "showbook-outage-"));
// The first restart waits long enough for the checks of the outage to run first on a loaded machine
// (with 1.5 s, a CI run under load found PostgreSQL back before its first failing request).
const database = await startEmbeddedDatabase(path.join(root, "postgres"), "showbook", { restartDelaysMs: [6_000, 3_000, 5_000], log: () => {} });
await migrateDatabase(database.url);
const { db, sql: pool } = createDb(database.url, 4);
const storage = createDiskStorage(path.join(root, "files"));
afterAll(async () => {
  await pool.end({ timeout: 1 });
  await database.stop();
  await rm(root, { recursive: true, force: true });
});

const answers = () =>
  db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number) {
  for (const deadline = Date.now() + timeoutMs; !(await check()); ) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("[faults] the database is killed and comes back", () => {
  it("fails requests fast with 503 and Retry-After while it is down, and serves every request once it is back", { timeout: 120_000 }, async () => {
    const limiter = rateLimiterFor(database.url);
    // Every connection of both pools open and idle, as under load.
    await Promise.all(Array.from({ length: 8 }, () => db.execute(sql`select pg_sleep(0.05)`)));
    await Promise.all(Array.from({ length: 3 }, (_, i) => limiter.consume("holdsPerIp", `10.0.0.${i}`)));
    expect((await readiness({ db, storage })).ready).toBe(true);

    const pid = Number((await readFile(path.join(root, "postgres", "postmaster.pid"), "utf8")).split("\n")[0]);
    process.kill(pid, "SIGKILL");
    await waitUntil(async () => !(await answers()), 10_000);

    const started = Date.now();
    const failure = await db.execute(sql`select 1`).then(
      () => null,
      (error: unknown) => error,
    );
    expect(Date.now() - started).toBeLessThan(6_000);
    const response = errorResponse(failure);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.json()).toEqual({ error: "Showbook cannot reach its database just now. Please try again in a few seconds.", code: "service_unavailable" });
    const limited = await limiter.consume("holdsPerIp", "10.0.1.1").then(
      () => null,
      (error: unknown) => error,
    );
    expect(errorResponse(limited).status).toBe(503);
    const down = await readiness({ db, storage });
    expect(down).toMatchObject({ ready: false, checks: { database: { ok: false }, storage: { ok: true } } });

    // Back: the first requests after the restart all succeed, on both pools.
    await waitUntil(answers, 60_000);
    const results = await Promise.allSettled([
      ...Array.from({ length: 12 }, () => db.execute(sql`select count(*) from pg_stat_activity`)),
      ...Array.from({ length: 6 }, (_, i) => limiter.consume("holdsPerIp", `10.0.2.${i}`)),
    ]);
    expect(results.filter((result) => result.status === "rejected")).toEqual([]);
    expect((await readiness({ db, storage })).ready).toBe(true);
  });
});
