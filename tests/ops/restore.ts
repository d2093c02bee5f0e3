/**
 * npm run test:restore: the restore drill. Runs the app on a fresh database and an S3 bucket
 * (s3rver), makes a paid booking at an occupied unit (so it has a compliance record), a
 * property photo and an Oracle file through the app, backs up with `npm run backup`, drops
 * the source database, restores with `npm run restore` into a new database and a new bucket,
 * starts the app on those, and checks through it that the booking, its compliance record,
 * the photo and the Oracle file came back as they were.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { hashPassword } from "@/lib/auth/password";
import { Browser, book, createAccount, createProperty, freeSlots, photo, signIn, unlockSideApp, uploadPhoto } from "./app-client";
import { startAppNode, type AppNode } from "./app-process";
import { check, freshDatabase, onCleanup, runDrill, setUp, sh, waitFor } from "./harness";
import { S3RVER_CREDENTIALS, startS3Server } from "./s3-server";

const PORT = Number(process.env.E2E_PORT ?? 3106);
const URL = `http://localhost:${PORT}`;
const BUILD_DIR = process.env.NEXT_DIST_DIR || ".next";
const ORACLE_CODE = "restore-drill-oracle-code";
const sha256 = (bytes: ArrayBuffer | Buffer) => createHash("sha256").update(Buffer.from(bytes as ArrayBuffer)).digest("hex");

async function main() {
  const work = await mkdtemp(path.join(os.tmpdir(), "showbook-restore-drill-"));
  onCleanup(() => rm(work, { recursive: true, force: true }));
  if (!existsSync(path.join(BUILD_DIR, "BUILD_ID"))) await setUp("the production build (next build)", () => sh("npx", ["next", "build"]));
  const s3 = await setUp("an S3-compatible store (s3rver)", () => startS3Server({ directory: path.join(work, "s3"), buckets: ["showbook-files", "showbook-restored"] }));
  onCleanup(() => s3.close());
  const source = await setUp("a fresh source database", () => freshDatabase("sb_restore_source"));
  const target = await setUp("a fresh, empty target database", () => freshDatabase("sb_restore_target"));
  const oracleHash = await hashPassword(ORACLE_CODE);
  const appEnv = (databaseUrl: string, bucket: string): Record<string, string> => ({
    DATABASE_URL: databaseUrl,
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    AUTH_SECRET: "restore-drill-secret-only-for-this-test-run-0123456789",
    ORACLE_ACCESS_CODE_HASH: oracleHash,
    CREATE_ACCESS_CODE_HASH: oracleHash,
    PAYMENTS_MODE: "mock",
    PORT: String(PORT),
    APP_URL: URL,
    WEB_CONCURRENCY: "1",
    SHOWBOOK_DATA_DIR: path.join(work, `data-${bucket}`),
  });
  const logFile = path.join(work, "app.log");
  let app: AppNode | undefined;
  onCleanup(() => app?.stop(30_000));

  app = await setUp("the app on the source database and bucket", () =>
    startAppNode({ name: "source", url: URL, env: appEnv(source.url, "showbook-files"), logFile }),
  );
  const account = await createAccount(source.url);
  const agent = new Browser(URL);
  await signIn(agent, account.email);
  const property = await createProperty(agent, { occupied: true });
  const photoUrl = await uploadPhoto(agent, property.id, await photo(200));
  const photoBefore = sha256(await (await agent.request(photoUrl)).arrayBuffer());
  const [slot] = await freeSlots(new Browser(URL), property.id);
  if (!slot) throw new Error("the drill's property has no free slot");
  const bookingId = await book(new Browser(URL, "198.51.100.7"), property.id, slot);
  // The state to compare with is the one at backup time: once the job worker has sent the notices.
  const logBefore = await waitFor("the booking's compliance record, its notices all delivered", async () => {
    const { logs } = await agent.expectJson<{ logs: { id: string; compliance?: { compliant: boolean } }[] }>(`/api/showbook/properties/${property.id}/compliance-logs`, 200);
    const log = logs.find((entry) => entry.id === bookingId);
    return log?.compliance?.compliant && !/"deliveryStatus":"(queued|sending)"/.test(JSON.stringify(log)) ? log : null;
  });
  const bookingsBefore = await agent.expectJson<{ bookings: { id: string }[] }>(`/api/showbook/properties/${property.id}/bookings`, 200);
  await unlockSideApp(agent, BUILD_DIR, "oracle", ORACLE_CODE);
  const form = new FormData();
  form.set("file", new Blob(["The restore drill's lease says the dog may stay: clause fourteen, the marmalade clause."], { type: "text/plain" }), "lease.txt");
  const upload = await agent.expectJson<{ id?: string; file?: { id: string } }>("/api/oracle/upload", 201, { method: "POST", form });
  const fileId = upload.id ?? upload.file?.id;
  if (!fileId) throw new Error(`the Oracle upload answered no file id: ${JSON.stringify(upload)}`);
  const fileBefore = await waitFor("the Oracle file to be read", async () => {
    const { file } = await agent.expectJson<{ file: { status: string } }>(`/api/oracle/files/${fileId}`, 200);
    return file.status === "ready" ? file : null;
  });
  console.log(`· made a paid booking with its compliance record, a property photo and an Oracle file (${fileId}) through the app`);
  await setUp("the source app stopped", async () => app?.stop(60_000));

  const backupDir = path.join(work, "backup");
  const backupEnv = { ...process.env, ...appEnv(source.url, "showbook-files") };
  await check("npm run backup writes the database dump and a copy of the bucket", async () => {
    const output = await sh(process.execPath, ["--import", "tsx", "scripts/backup.ts", backupDir], { env: backupEnv });
    if (!existsSync(path.join(backupDir, "database.dump")) || !existsSync(path.join(backupDir, "files.json"))) throw new Error(`no dump or file list in ${backupDir}:\n${output}`);
    return output.trim().split("\n").slice(-2).join("; ");
  });

  // The source is gone: what comes back must come from the backup alone.
  const admin = postgres(source.url.replace(/\/[^/]+$/, "/postgres"), { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database ${source.name} with (force)`).finally(() => admin.end());

  await check("npm run restore restores into the fresh database and the new bucket", async () => {
    const output = await sh(process.execPath, ["--import", "tsx", "scripts/restore.ts", backupDir], { env: { ...process.env, ...appEnv(target.url, "showbook-restored") } });
    return output.trim().split("\n").join("; ");
  });

  await check("npm run restore refuses a database that is not empty (a second restore into it)", async () => {
    const refused = await sh(process.execPath, ["--import", "tsx", "scripts/restore.ts", backupDir], { env: { ...process.env, ...appEnv(target.url, "showbook-restored") } }).then(
      () => null,
      (error: Error) => error.message,
    );
    if (!refused?.includes("restore into a new, empty database")) throw new Error(`it did not refuse: ${refused}`);
  });

  app = await setUp("the app on the restored database and bucket", () =>
    startAppNode({ name: "restored", url: URL, env: appEnv(target.url, "showbook-restored"), logFile }),
  );
  const restored = new Browser(URL);
  await check("the agent signs in with the password they had", () => signIn(restored, account.email));

  await check("the booking came back", async () => {
    const after = await restored.expectJson<{ bookings: { id: string }[] }>(`/api/showbook/properties/${property.id}/bookings`, 200);
    if (JSON.stringify(after) !== JSON.stringify(bookingsBefore)) throw new Error(`before: ${JSON.stringify(bookingsBefore)}\nafter: ${JSON.stringify(after)}`);
    if (!after.bookings.some((booking) => booking.id === bookingId)) throw new Error("the booking is not listed");
    return `booking ${bookingId}`;
  });

  await check("its compliance record came back", async () => {
    const { logs } = await restored.expectJson<{ logs: { id: string }[] }>(`/api/showbook/properties/${property.id}/compliance-logs`, 200);
    const log = logs.find((entry) => entry.id === bookingId);
    if (JSON.stringify(log) !== JSON.stringify(logBefore)) throw new Error(`before: ${JSON.stringify(logBefore)}\nafter: ${JSON.stringify(log)}`);
  });

  await check("the property photo came back, byte for byte, from the new bucket", async () => {
    const response = await restored.request(photoUrl);
    if (response.status !== 200) throw new Error(`${photoUrl} answered ${response.status}`);
    const after = sha256(await response.arrayBuffer());
    if (after !== photoBefore) throw new Error(`sha256 ${after}, was ${photoBefore}`);
    return photoUrl;
  });

  await check("the Oracle file came back, read, behind a gate passed anew", async () => {
    await unlockSideApp(restored, BUILD_DIR, "oracle", ORACLE_CODE);
    const { file } = await restored.expectJson<{ file: unknown }>(`/api/oracle/files/${fileId}`, 200);
    if (JSON.stringify(file) !== JSON.stringify(fileBefore)) throw new Error(`before: ${JSON.stringify(fileBefore)}\nafter: ${JSON.stringify(file)}`);
  });
}

runDrill(main);
