import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startEmbeddedDatabase } from "@/db/embedded";
import { migrateDatabase } from "@/db/migrate";

/** Uses DATABASE_URL when set (CI's PostgreSQL), else a throw-away embedded PostgreSQL. */
export default async function setup(project: TestProject) {
  let url = process.env.DATABASE_URL;
  let teardown = async () => {};
  if (!url) {
    const dir = await mkdtemp(path.join(os.tmpdir(), "showbook-test-db-"));
    const database = await startEmbeddedDatabase(path.join(dir, "postgres"), "showbook_test");
    url = database.url;
    teardown = async () => {
      await database.stop();
      await rm(dir, { recursive: true, force: true });
    };
  }
  assertLocal(url);
  await migrateDatabase(url);
  project.provide("databaseUrl", url);
  return teardown;
}

function assertLocal(url: string) {
  const host = new URL(url).hostname;
  if (!["127.0.0.1", "localhost", "::1"].includes(host)) {
    throw new Error(`Refusing to run integration tests against a non-local database (${host})`);
  }
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}
