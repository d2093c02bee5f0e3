/**
 * Oracle uploads: the time until a file is ready to be asked about, and where it went, for a
 * 12 KB text file, a 10-page text PDF and one scanned page (bench/oracle-eval's BSD licence
 * scan), each through storeUpload as the upload route calls it. `coldMs` is the first file
 * of its kind after the server started (its reading process starting included); `readyMs` the
 * next one once the readers are started, as a user meets it after opening the Oracle's page. The
 * breakdown: waiting for a reader (`queueMs`), its process starting (`startMs`), checking the
 * file's caps, extracting its text (OCR included; `ocrMs` alone), cutting it into passages,
 * storing them, queueing the embedding job; then how long the passages' vectors took after the
 * file was ready (`vectorsMs`, the job run at once). Files over 1 MB go through the parse job
 * instead: pg-boss adds its poll interval (1 s) before the same steps. `npx tsx bench/oracle-uploads.ts` (DATABASE_URL) runs it alone.
 */
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createDb, type Db } from "@/db/client";
import { migrateDatabase } from "@/db/migrate";
import { embedFilePassages } from "@/lib/oracle/embed-passages";
import { storeUpload, type UploadTimings } from "@/lib/oracle/ingest-file";
import { warmReaders } from "@/lib/oracle/parse-in-child";
import { makePdf } from "@/tests/fixtures/oracle-documents";
import { benchDatabaseUrl, withBenchUser } from "./oracle-bench-user";

const round = (ms: number) => Math.round(ms);

/**
 * One upload until its file is ready (`ms`, with where it went), then its embedding job run
 * at once (`vectorsMs`: the time the passages' vectors take once the file is ready; in the
 * app, pg-boss's poll interval of 1 s comes before it).
 */
async function timeUpload(db: Db, userId: string, name: string, bytes: Buffer) {
  let timings: UploadTimings | undefined;
  let queued: string | undefined;
  const started = performance.now();
  await storeUpload(db, {
    userId,
    name,
    bytes,
    enqueue: async () => {
      throw new Error(`${name} is meant to be read during the upload`);
    },
    enqueueEmbedding: async (fileId) => void (queued = fileId),
    onTimings: (measured) => (timings = measured),
  });
  const ms = performance.now() - started;
  const embedding = performance.now();
  if (queued) await embedFilePassages(db, queued);
  return {
    ms: round(ms),
    breakdown: Object.fromEntries(Object.entries(timings ?? {}).map(([step, value]) => [step, round(value)])),
    vectorsMs: round(performance.now() - embedding),
  };
}

/** A text file of about 12 KB: numbered paragraphs of house rules. */
const textFile = () =>
  Buffer.from(
    Array.from({ length: 110 }, (_, index) => `Rule ${index + 1}. Residents keep the shared hallway on floor ${(index % 6) + 1} clear, and report repairs within ${(index % 5) + 2} days.`).join("\n\n"),
  );

const pdfPages = () =>
  Array.from({ length: 10 }, (_, page) => [
    `Section ${page + 1}: the inspection of floor ${page + 1}.`,
    `The smoke detectors on floor ${page + 1} were tested and the batteries replaced.`,
    `The next inspection of floor ${page + 1} is due within ${page + 2} months.`,
  ]);

export async function run(ctx: { databaseUrl: string }): Promise<Record<string, unknown>> {
  await migrateDatabase(ctx.databaseUrl);
  const { db, sql } = createDb(ctx.databaseUrl, 2);
  try {
    const scan = await readFile(path.join(import.meta.dirname, "oracle-eval/documents/bsd-license-scan.png"));
    const pdf = await makePdf(pdfPages());
    return await withBenchUser(db, async (userId) => {
      const loadAverageAtStart = os.loadavg()[0];
      const measure = async (name: string, bytes: Buffer, goalMs: number) => {
        const cold = await timeUpload(db, userId, name, bytes);
        await warmReaders();
        const ready = await timeUpload(db, userId, name, bytes);
        return {
          bytes: bytes.length,
          coldMs: cold.ms,
          coldBreakdown: cold.breakdown,
          readyMs: { value: ready.ms, goal: `< ${goalMs}`, met: ready.ms < goalMs },
          breakdown: ready.breakdown,
          vectorsMs: { cold: cold.vectorsMs, warm: ready.vectorsMs },
        };
      };
      const text = await measure("house-rules.txt", textFile(), 1000);
      const textPdf = await measure("inspection-10-pages.pdf", pdf, 3000);
      const scannedPage = await measure("bsd-license-scan.png", scan, 15_000);
      return {
        benchmark: "oracle-uploads: time until a file is ready, and where it went",
        loadAverage: { atStart: Number(loadAverageAtStart.toFixed(2)), atEnd: Number(os.loadavg()[0].toFixed(2)) },
        text,
        textPdf,
        scannedPage,
      };
    });
  } finally {
    await sql.end();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(JSON.stringify(await run({ databaseUrl: benchDatabaseUrl() }), null, 2));
}
