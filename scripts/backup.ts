/**
 * `npm run backup -- DIR`: a backup of what Showbook keeps, into DIR (made; must be empty):
 *   database.dump  the database (DATABASE_URL), pg_dump's custom format, one consistent snapshot
 *                  (bookings, compliance records, notices, Oracle files, which live in it, jobs);
 *   files/         every stored file (S3_BUCKET, else the disk storage), by key;
 *   files.json     each file's content type; backup.json says when and what was taken.
 * pg_dump must be of the server's major version or newer (PG_DUMP names another binary).
 * The app keeps running meanwhile: files stored after the dump started are copied too, and
 * are harmless extras after a restore (no row points at them).
 */
import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { getFileStorage } from "@/lib/storage/file-storage";
import { env } from "@/lib/env";
import { checkPgToolVersion, run } from "@/lib/launcher/backup-tools";

async function main() {
  const dir = process.argv[2];
  if (!dir) throw new Error("Usage: npm run backup -- DIR (an empty or new folder)");
  const url = env().DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: say which database to back up");
  await mkdir(dir, { recursive: true });
  if ((await readdir(dir)).length) throw new Error(`${dir} is not empty: back up into a new folder`);
  const started = new Date();

  const pgDump = process.env.PG_DUMP || "pg_dump";
  const serverVersion = await checkPgToolVersion(pgDump, url);
  await run(pgDump, ["--format=custom", "--file", path.join(dir, "database.dump"), "--dbname", url]);
  console.log(`[backup] database dumped (PostgreSQL ${serverVersion})`);

  const storage = getFileStorage();
  const contentTypes: Record<string, string> = {};
  let bytes = 0;
  for await (const key of storage.list()) {
    const file = await storage.get(key);
    if (!file) continue; // Removed since it was listed.
    const target = path.join(dir, "files", ...key.split("/"));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, file.body);
    contentTypes[key] = file.contentType;
    bytes += file.body.length;
  }
  const files = Object.keys(contentTypes).length;
  await writeFile(path.join(dir, "files.json"), JSON.stringify(contentTypes, null, 1));
  console.log(`[backup] ${files} files copied (${(bytes / 1e6).toFixed(1)} MB)`);
  const manifest = { startedAt: started.toISOString(), finishedAt: new Date().toISOString(), postgres: serverVersion, files, bytes, storage: env().S3_BUCKET ? `s3:${env().S3_BUCKET}` : "disk" };
  await writeFile(path.join(dir, "backup.json"), JSON.stringify(manifest, null, 1));
  console.log(`[backup] done: ${path.resolve(dir)}`);
}

main().catch((error) => {
  console.error(`[backup] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
