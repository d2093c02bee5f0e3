import "server-only";
import { readFile } from "node:fs/promises";
import { hostname } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { migrationsFolder } from "@/db/migrate";
import { getFileStorage, type FileStorage } from "@/lib/storage/file-storage";

export type Check = { ok: true } | { ok: false; error: string };
export type Readiness = { ready: boolean; checks: { database: Check; migrations: Check; storage: Check } };

const problem = (error: unknown) => (error instanceof Error ? error.message : String(error)) || "failed";

/** The newest migration of this build (drizzle's journal), which the database must have applied. */
async function newestMigration(folder: string): Promise<{ tag: string; when: number }> {
  const journal = JSON.parse(await readFile(path.join(folder, "meta/_journal.json"), "utf8")) as { entries: { tag: string; when: number }[] };
  return journal.entries.reduce((newest, entry) => (entry.when > newest.when ? entry : newest));
}

async function checkMigrations(db: Db, folder: string): Promise<Check> {
  const newest = await newestMigration(folder);
  // Drizzle's migrator records each applied migration with its journal time as created_at.
  const [row] = await db.execute<{ applied: string | null }>(sql`select max(created_at)::text as applied from drizzle.__drizzle_migrations`);
  const applied = Number(row?.applied ?? 0);
  return applied >= newest.when ? { ok: true } : { ok: false, error: `migration ${newest.tag} is not applied: run the migrations` };
}

/**
 * Writes a small file and reads it back: the storage takes uploads. Each process writes one
 * key of its own, again at every check, and never removes it: removing made S3 servers that
 * keep objects as files (s3rver) remove the folder while another node wrote into it.
 */
async function checkStorage(storage: FileStorage): Promise<Check> {
  const key = `health/${hostname()}-${process.pid}.txt`;
  const body = Buffer.from("ready");
  await storage.put(key, body, "text/plain");
  const stored = await storage.get(key);
  if (!stored || Buffer.compare(Buffer.from(stored.body), body) !== 0) return { ok: false, error: "a file written could not be read back" };
  return { ok: true };
}

const settled = async (check: () => Promise<Check>): Promise<Check> => {
  try {
    return await check();
  } catch (error) {
    return { ok: false, error: problem(error) };
  }
};

/**
 * Whether this process can serve: the database answers, its migrations are those of this
 * build, and the file storage is writable. Load balancers send traffic only to a ready node.
 */
export async function readiness({ db = getDb(), storage = getFileStorage(), folder = migrationsFolder } = {}): Promise<Readiness> {
  const database = await settled(async () => {
    await db.execute(sql`select 1`);
    return { ok: true };
  });
  const [migrations, storageCheck] = await Promise.all([
    database.ok ? settled(() => checkMigrations(db, folder)) : Promise.resolve<Check>({ ok: false, error: "the database cannot be reached" }),
    settled(() => checkStorage(storage)),
  ]);
  return { ready: database.ok && migrations.ok && storageCheck.ok, checks: { database, migrations, storage: storageCheck } };
}
