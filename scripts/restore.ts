/**
 * `npm run restore -- DIR`: restores a backup made by `npm run backup` into the database of
 * DATABASE_URL, which must be empty (a new database: `createdb`), and the file storage
 * (S3_BUCKET, else the disk storage). Start the app on them afterwards: its start applies any
 * migration newer than the backup.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import postgres from "postgres";
import { getFileStorage } from "@/lib/storage/file-storage";
import { env } from "@/lib/env";
import { checkPgToolVersion, run } from "@/lib/launcher/backup-tools";

async function main() {
  const dir = process.argv[2];
  if (!dir) throw new Error("Usage: npm run restore -- DIR (a folder made by npm run backup)");
  const url = env().DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: say which (new, empty) database to restore into");
  const contentTypes = JSON.parse(await readFile(path.join(dir, "files.json"), "utf8")) as Record<string, string>;

  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [{ tables }] = await sql<{ tables: number }[]>`select count(*)::int as tables from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`;
    if (tables > 0) throw new Error(`the database of DATABASE_URL has ${tables} tables: restore into a new, empty database`);
  } finally {
    await sql.end();
  }
  const pgRestore = process.env.PG_RESTORE || "pg_restore";
  await checkPgToolVersion(pgRestore, url);
  await run(pgRestore, ["--exit-on-error", "--no-owner", "--no-privileges", "--dbname", url, path.join(dir, "database.dump")]);
  console.log("[restore] database restored");

  const storage = getFileStorage();
  for (const [key, contentType] of Object.entries(contentTypes)) {
    await storage.put(key, await readFile(path.join(dir, "files", ...key.split("/"))), contentType);
  }
  console.log(`[restore] ${Object.keys(contentTypes).length} files stored`);
}

main().catch((error) => {
  console.error(`[restore] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
