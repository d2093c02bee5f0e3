/**
 * Oracle ingestion: a 100-page text PDF read page by page with unpdf (in the reading child
 * process, as uploads are), chunked and stored with its full-text vectors. `npx tsx bench/oracle-ingest.ts` (DATABASE_URL) runs it alone.
 */
import { pathToFileURL } from "node:url";
import { eq } from "drizzle-orm";
import { createDb } from "@/db/client";
import { migrateDatabase } from "@/db/migrate";
import { oracleChunks } from "@/db/schema";
import { storeUpload } from "@/lib/oracle/ingest-file";
import { makePdf } from "@/tests/fixtures/oracle-documents";
import { processCpuMs } from "./lib/profile";
import { benchDatabaseUrl, withBenchUser } from "./oracle-bench-user";

const PAGES = 100;

const pageLines = (page: number) => [
  `Section ${page}: inspection notes for unit ${page}.`,
  `The kitchen faucet in unit ${page} was checked and the smoke detector battery was replaced.`,
  `Tenants in unit ${page} reported ${page % 3 === 0 ? "a noisy radiator" : "no problems"} during the visit.`,
  "",
  `Next service for unit ${page} is planned within ${(page % 12) + 1} months.`,
];

export async function run(ctx: { databaseUrl: string }): Promise<Record<string, unknown>> {
  await migrateDatabase(ctx.databaseUrl);
  const { db, sql } = createDb(ctx.databaseUrl, 2);
  try {
    const pdf = await makePdf(Array.from({ length: PAGES }, (_, index) => pageLines(index + 1)));
    return await withBenchUser(db, async (userId) => {
      const started = performance.now();
      const cpuBefore = await processCpuMs(process.pid, { withChildren: true });
      const file = await storeUpload(db, {
        userId,
        name: "inspection-100-pages.pdf",
        bytes: pdf,
        enqueue: async () => {
          throw new Error("the benchmark PDF is meant to be read inline");
        },
        // The passages' vectors are computed after the file is ready, by a job: not measured here.
        enqueueEmbedding: async () => {},
      });
      const seconds = (performance.now() - started) / 1000;
      // On a shared machine wall time mostly measures the queue for a core; CPU time does not.
      // The reading process's CPU counts too: it is this process's child.
      const cpuMs = (await processCpuMs(process.pid, { withChildren: true })) - cpuBefore;
      const chunks = await db.select({ id: oracleChunks.id }).from(oracleChunks).where(eq(oracleChunks.fileId, file.id));
      return {
        benchmark: "oracle-ingest: 100-page PDF parsed, chunked and indexed",
        pages: file.pageCount,
        pdfBytes: pdf.length,
        chunks: chunks.length,
        seconds: Number(seconds.toFixed(3)),
        cpuSeconds: Number((cpuMs / 1000).toFixed(3)),
        pagesPerSecond: Number((PAGES / seconds).toFixed(1)),
      };
    });
  } finally {
    await sql.end();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(JSON.stringify(await run({ databaseUrl: benchDatabaseUrl() }), null, 2));
}
