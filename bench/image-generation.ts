/**
 * Times the local generation pipeline (preview drawing, a filter, the WebP thumbnail) and
 * the credit spend under contention on PostgreSQL. `tsx bench/image-generation.ts` runs it
 * alone against DATABASE_URL; the bench runner calls `run`.
 */
import { randomUUID } from "node:crypto";
import { pathToFileURL } from "node:url";
import { createDb } from "@/db/client";
import { migrateDatabase } from "@/db/migrate";
import { users } from "@/db/schema";
import { recordCredits, spendCredit } from "@/lib/credits/ledger";
import { applyFilter, makeThumbnail } from "@/lib/gallery/filters";
import { IMAGE_FILTERS, IMAGE_STYLES } from "@/lib/gallery/options";
import { drawPreview } from "@/lib/gallery/providers/preview-generator";

const PIPELINE_RUNS = 30;
const SPEND_USERS = 10;
const SPENDS_PER_USER = 20;

const summarise = (timings: number[]) => {
  const sorted = [...timings].sort((a, b) => a - b);
  const at = (p: number) => Number(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(2));
  return { runs: sorted.length, min: at(0), median: at(50), p95: at(95), max: at(100) };
};

async function timePipeline() {
  const timings: number[] = [];
  for (let run = 0; run < PIPELINE_RUNS; run++) {
    const started = performance.now();
    const png = await drawPreview({ prompt: `bench prompt ${run}`, style: IMAGE_STYLES[run % IMAGE_STYLES.length], seed: run, width: 512, height: 512 });
    await makeThumbnail(await applyFilter(png, IMAGE_FILTERS[run % IMAGE_FILTERS.length]));
    timings.push(performance.now() - started);
  }
  return summarise(timings);
}

/** Every user spends 20 credits at once, 200 spends in parallel; each must wait for its user's row lock. */
async function timeSpends(databaseUrl: string) {
  await migrateDatabase(databaseUrl);
  const { db, sql } = createDb(databaseUrl, 10);
  try {
    const people = await db
      .insert(users)
      .values(Array.from({ length: SPEND_USERS }, () => ({ email: `bench-${randomUUID()}@bench.showbook.app`, passwordHash: "bench", anonymousUsername: `bench-${randomUUID()}` })))
      .returning({ id: users.id });
    await Promise.all(people.map((person) => recordCredits(db, { userId: person.id, delta: SPENDS_PER_USER, reason: "pack", reference: `bench:${person.id}` })));
    const timings: number[] = [];
    const started = performance.now();
    await Promise.all(
      people.flatMap((person) =>
        Array.from({ length: SPENDS_PER_USER }, async (_, index) => {
          const begun = performance.now();
          await spendCredit(db, person.id, `bench:${person.id}:${index}`);
          timings.push(performance.now() - begun);
        }),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    // The same spend without contention: one user's credits, one after another.
    const [alone] = people;
    await recordCredits(db, { userId: alone.id, delta: SPENDS_PER_USER, reason: "pack", reference: `bench:alone:${alone.id}` });
    const aloneTimings: number[] = [];
    for (let index = 0; index < SPENDS_PER_USER; index++) {
      const begun = performance.now();
      await spendCredit(db, alone.id, `bench:alone:${alone.id}:${index}`);
      aloneTimings.push(performance.now() - begun);
    }
    await Promise.all(people.map((person) => sql`delete from users where id = ${person.id}`));
    return { ...summarise(timings), spendsPerSecond: Math.round(timings.length / seconds), uncontended: summarise(aloneTimings) };
  } finally {
    await sql.end();
  }
}

export async function run(ctx: { databaseUrl: string }): Promise<Record<string, unknown>> {
  const pipelineMs = await timePipeline();
  const spendMs = await timeSpends(ctx.databaseUrl);
  const met = pipelineMs.p95 < 1500 && spendMs.p95 < 250;
  const standsInTheWay =
    spendMs.p95 < 250
      ? `the pipeline: p95 ${pipelineMs.p95} ms per image`
      : `a spend alone takes ${spendMs.uncontended.median} ms (median); a user's ${SPENDS_PER_USER} parallel spends queue on that user's row lock, ` +
        `held for three round trips each (lock, balance, insert), and ${SPEND_USERS * SPENDS_PER_USER} spends share 10 connections, ` +
        `so the last of a user's spends waits for the others: ${spendMs.spendsPerSecond} spends/s overall, p95 ${spendMs.p95} ms`;
  return {
    benchmark: "image generation: local pipeline and credit spends",
    goal: "pipeline p95 < 1500 ms per 512×512 image; credit spend p95 < 250 ms with 200 parallel spends",
    pipelineMs,
    spendMs,
    met,
    ...(met ? {} : { standsInTheWay }),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error("Set DATABASE_URL to a local PostgreSQL to run this benchmark.");
  console.log(JSON.stringify(await run({ databaseUrl }), null, 2));
}
