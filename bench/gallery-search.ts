/**
 * Gallery search p95 over 100k seeded images (goal < 50 ms). Seeds a scratch database next to
 * `databaseUrl`, times the app's own listPublicImages for a mix of searches, records the plan
 * of a prompt search, and drops the scratch database. Alone: `tsx bench/gallery-search.ts`
 * (DATABASE_URL or the local PostgreSQL) writes bench-results/gallery-search.json.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import postgres from "postgres";
import { createDb } from "@/db/client";
import { migrateDatabase } from "@/db/migrate";
import { listPublicImages, type PublicFilter } from "@/lib/gallery/list-images";
import type { GallerySort } from "@/lib/gallery/schemas";

const IMAGES = 100_000;
const CREATORS = 1_000;
const RUNS_PER_SCENARIO = 40;
const GOAL_P95_MS = 50;

const WORDS = (
  "lighthouse dusk harbor castle meadow forest river mountain neon city portrait dragon robot garden ocean desert " +
  "winter autumn spring summer sunset sunrise storm fog rain snow galaxy nebula planet moon star cathedral bridge " +
  "tower village market street alley rooftop subway train ship airship balloon lantern candle mirror window door " +
  "staircase library museum temple ruins jungle waterfall volcano glacier canyon cliff beach island reef whale fox " +
  "owl otter falcon wolf tiger horse cat dog butterfly flower rose lotus maple oak willow bamboo cherry blossom " +
  "golden silver crimson azure emerald violet amber ivory obsidian pastel vivid moody dreamy gritty serene epic " +
  "cozy ancient futuristic baroque gothic minimalist surreal whimsical cinematic painterly watercolor charcoal"
).split(" ");

type Scenario = { name: string; filter: PublicFilter; sortBy?: GallerySort; secondPage?: boolean };

const SCENARIOS: Scenario[] = [
  { name: "all, newest", filter: {} },
  { name: "all, oldest", filter: {}, sortBy: "oldest" },
  { name: "common word", filter: { query: "lighthouse" } },
  { name: "common word, page 2", filter: { query: "lighthouse" }, secondPage: true },
  { name: "two-word phrase", filter: { query: "golden harbor" } },
  { name: "rare word", filter: { query: "zephyrine" } },
  { name: "no match", filter: { query: "qwertyuiop" } },
  { name: "word, oldest", filter: { query: "castle" }, sortBy: "oldest" },
  { name: "creator", filter: { creator: "benchcreator42" } },
  { name: "word and creator", filter: { query: "forest", creator: "BenchCreator7" } },
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (value: number) => Math.round(value * 100) / 100;

async function seed(sql: postgres.Sql) {
  await sql`
    INSERT INTO users (email, password_hash, anonymous_username)
    SELECT 'bench-' || i || '@bench.showbook.app', 'bench-not-a-hash', 'BenchCreator' || i
    FROM generate_series(1, ${CREATORS}) AS i`;
  // 8 words a prompt from the list, a rare word in one prompt of a thousand; 80% public, 2% hidden.
  await sql`
    WITH creators AS (SELECT array_agg(id ORDER BY anonymous_username) AS ids FROM users WHERE email LIKE 'bench-%')
    INSERT INTO images (user_id, prompt, style, filter, seed, width, height, provider, image_key, thumb_key, visibility, hidden_at, created_at)
    SELECT
      creators.ids[1 + i % ${CREATORS}],
      (SELECT string_agg((${sql.array(WORDS)}::text[])[1 + ((i * 7919 + k * 104729 + k * k * 31) % ${WORDS.length})], ' ')
         FROM generate_series(1, 8) AS k) || CASE WHEN i % 1000 = 3 THEN ' zephyrine' ELSE '' END,
      'Cinematic', 'Default', i, 512, 512, 'preview',
      'images/bench/' || i || '.png', 'thumbs/bench/' || i || '.webp',
      CASE WHEN i % 5 = 0 THEN 'private' ELSE 'public' END,
      CASE WHEN i % 50 = 1 THEN now() ELSE NULL END,
      now() - i * interval '37 seconds'
    FROM generate_series(1, ${IMAGES}) AS i, creators`;
  await sql`ANALYZE users`;
  await sql`ANALYZE images`;
}

export async function run(ctx: { databaseUrl: string }): Promise<Record<string, unknown>> {
  const server = new URL(ctx.databaseUrl);
  const scratchName = `${server.pathname.slice(1) || "postgres"}_gallery_bench_${process.pid}`;
  const admin = postgres(ctx.databaseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE "${scratchName}"`);
  const scratchUrl = new URL(ctx.databaseUrl);
  scratchUrl.pathname = `/${scratchName}`;
  const { db, sql } = createDb(scratchUrl.toString(), 2);
  try {
    await migrateDatabase(scratchUrl.toString());
    const seedStarted = performance.now();
    await seed(sql);
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    const secondPageCursor = new Map<string, string | null>();
    for (const scenario of SCENARIOS.filter((item) => item.secondPage)) {
      const first = await listPublicImages(db, scenario.filter, { sortBy: scenario.sortBy });
      secondPageCursor.set(scenario.name, first.next_cursor);
    }

    const all: number[] = [];
    const scenarios: Record<string, unknown> = {};
    for (const scenario of SCENARIOS) {
      const options = { sortBy: scenario.sortBy, cursor: secondPageCursor.get(scenario.name) ?? undefined };
      for (let warm = 0; warm < 3; warm += 1) await listPublicImages(db, scenario.filter, options);
      const timings: number[] = [];
      let results = 0;
      for (let runIndex = 0; runIndex < RUNS_PER_SCENARIO; runIndex += 1) {
        const started = performance.now();
        const page = await listPublicImages(db, scenario.filter, options);
        timings.push(performance.now() - started);
        results = page.images.length;
      }
      timings.sort((a, b) => a - b);
      all.push(...timings);
      scenarios[scenario.name] = { results, p50Ms: round(percentile(timings, 50)), p95Ms: round(percentile(timings, 95)), maxMs: round(timings.at(-1)!) };
    }
    all.sort((a, b) => a - b);
    const p95 = percentile(all, 95);

    const plan = await sql.unsafe(
      `EXPLAIN SELECT id FROM images WHERE visibility = 'public' AND hidden_at IS NULL AND prompt ILIKE '%zephyrine%' ORDER BY created_at DESC, id DESC LIMIT 31`,
    );
    const planText = plan.map((row) => String(row["QUERY PLAN"])).join("\n");

    return {
      name: "gallery search",
      images: IMAGES,
      creators: CREATORS,
      publicShare: 0.8,
      runsPerScenario: RUNS_PER_SCENARIO,
      seedSeconds: round(seedSeconds),
      scenarios,
      p50Ms: round(percentile(all, 50)),
      p95Ms: round(p95),
      goal: `p95 < ${GOAL_P95_MS} ms`,
      goalMet: p95 < GOAL_P95_MS,
      rareWordPlanUsesTrigramIndex: planText.includes("images_public_prompt_trgm_idx"),
      rareWordPlan: planText,
    };
  } finally {
    await sql.end();
    await admin.unsafe(`DROP DATABASE IF EXISTS "${scratchName}" WITH (FORCE)`);
    await admin.end();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const databaseUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const report = await run({ databaseUrl });
  const out = path.resolve("bench-results", "gallery-search.json");
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(JSON.stringify(report, null, 2));
  console.log(`Written to ${out}`);
}
