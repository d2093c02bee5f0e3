/**
 * Oracle retrieval: p95 latency of the full-text search over 10,000 chunks of one user
 * (goal < 50 ms). `npx tsx bench/oracle-retrieval.ts` (DATABASE_URL) runs it alone; QUERIES=n asks fewer.
 */
import { pathToFileURL } from "node:url";
import { sql as raw } from "drizzle-orm";
import { createDb } from "@/db/client";
import { migrateDatabase } from "@/db/migrate";
import { oracleChunks, oracleFiles } from "@/db/schema";
import { searchPassages } from "@/lib/oracle/retrieve";
import { benchDatabaseUrl, withBenchUser } from "./oracle-bench-user";

const CHUNKS = 10_000;
const FILES = 20;
const QUERIES = Number(process.env.QUERIES ?? 300);

const domainWords =
  "lease rent deposit tenant owner roof water heater furnace garage gate code parking mailbox key inspection smoke detector kitchen faucet window balcony laundry elevator pool gym trash recycling pet policy noise repair plumber electrician paint carpet appliance thermostat".split(
    " ",
  );
// Real documents draw on thousands of words, each in a small share of passages; a corpus of
// a few repeated words would make every passage match every question.
const SYLLABLES = "ba ce di fo gu ka le mi no pu ra se ti vo wu za".split(" ");
const fillerWords = Array.from({ length: 3000 }, (_, index) =>
  [index % 16, Math.floor(index / 16) % 16, Math.floor(index / 256) % 16].map((part) => SYLLABLES[part]).join(""),
);
const questions = [
  "When was the water heater replaced?",
  "What is the garage gate code?",
  "Who holds the security deposit?",
  "Is there a pet policy for the balcony?",
  "When is the smoke detector inspection?",
  "Which plumber repaired the kitchen faucet?",
];

// A deterministic generator, so every run measures the same data.
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

export async function run(ctx: { databaseUrl: string }): Promise<Record<string, unknown>> {
  await migrateDatabase(ctx.databaseUrl);
  const { db, sql } = createDb(ctx.databaseUrl, 2);
  try {
    return await withBenchUser(db, async (userId) => {
      const random = seededRandom(42);
      const word = () =>
        random() < 0.02 ? domainWords[Math.floor(random() * domainWords.length)] : fillerWords[Math.floor(random() * fillerWords.length)];
      const sentence = () => Array.from({ length: 14 }, word).join(" ");
      const files = await db
        .insert(oracleFiles)
        .values(Array.from({ length: FILES }, (_, index) => ({ userId, name: `doc-${index + 1}.pdf`, type: "pdf", sizeBytes: 1, status: "ready" as const })))
        .returning({ id: oracleFiles.id });
      const perFile = CHUNKS / FILES;
      for (const [fileIndex, file] of files.entries()) {
        await db.insert(oracleChunks).values(
          Array.from({ length: perFile }, (_, index) => ({
            fileId: file.id,
            userId,
            page: Math.floor(index / 5) + 1,
            paragraph: (index % 5) + 1,
            position: fileIndex * perFile + index,
            text: `${sentence()}. ${sentence()}. ${sentence()}.`,
          })),
        );
      }
      await db.execute(raw`analyze oracle_chunks`);
      const fileIds = files.map((file) => file.id);

      for (const question of questions) await searchPassages(db, { userId, fileIds, question });
      const timings: number[] = [];
      for (let index = 0; index < QUERIES; index++) {
        const started = performance.now();
        await searchPassages(db, { userId, fileIds, question: questions[index % questions.length] });
        timings.push(performance.now() - started);
      }
      timings.sort((a, b) => a - b);
      const at = (p: number) => Number(timings[Math.min(timings.length - 1, Math.floor(p * timings.length))].toFixed(2));
      return {
        benchmark: "oracle-retrieval: full-text search over 10,000 chunks",
        chunks: CHUNKS,
        files: FILES,
        queries: QUERIES,
        ms: { median: at(0.5), p95: at(0.95), max: at(1) },
        goalP95Ms: 50,
        withinGoal: at(0.95) < 50,
      };
    });
  } finally {
    await sql.end();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(JSON.stringify(await run({ databaseUrl: benchDatabaseUrl() }), null, 2));
}
