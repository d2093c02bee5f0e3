import "server-only";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import type postgres from "postgres";
import { SLOT_HOLDING_STATUSES } from "@/lib/vocabulary/booking-status";
import { createDb } from "./client";

export const migrationsFolder = path.resolve(process.cwd(), "db/migrations");

/** The reviewed sources of the database's own functions, every one named showbook_*. */
export const functionsFolder = path.resolve(process.cwd(), "db/functions");

const textArray = (values: readonly string[]) => `ARRAY[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ")}]::text[]`;

/** What a source in db/functions names as {{NAME}} and the migrator writes in from the TypeScript it comes from. */
const GENERATED: Record<string, string> = { SLOT_HOLDING_STATUSES: textArray(SLOT_HOLDING_STATUSES) };

/** A function source with its {{NAME}}s written in; a name nothing generates is an error, never left in the SQL. */
function fillInGenerated(source: string): string {
  return source.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
    const value = GENERATED[name];
    if (value === undefined) throw new Error(`db/functions names {{${name}}}, which the migrator does not generate`);
    return value;
  });
}

/**
 * Drops every showbook_* function and creates them again from db/functions/*.sql (in name
 * order), in one transaction under a lock, so concurrent starts take turns and callers never
 * see a function missing. A migration never defines one of them.
 */
export async function recreateFunctions(sql: postgres.Sql, folder = functionsFolder): Promise<void> {
  const files = (await readdir(folder)).filter((name) => name.endsWith(".sql")).sort();
  const sources = await Promise.all(files.map(async (name) => fillInGenerated(await readFile(path.join(folder, name), "utf8"))));
  await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(hashtext('showbook-functions'))`;
    const existing = await tx<{ signature: string }[]>`
      select p.oid::regprocedure::text as signature from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = current_schema() and p.proname like 'showbook\\_%'`;
    for (const { signature } of existing) await tx.unsafe(`drop function if exists ${signature} cascade`);
    for (const source of sources) await tx.unsafe(source).simple();
  });
}

export async function migrateDatabase(url: string): Promise<void> {
  const { db, sql } = createDb(url, 1, "migrate");
  try {
    await migrate(db, { migrationsFolder });
    await recreateFunctions(sql);
  } finally {
    await sql.end();
  }
}
