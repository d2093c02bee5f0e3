import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { images } from "@/db/schema";
import { generateVariations, variationSeeds } from "@/lib/create/generate-variations";
import { generateVariationsSchema } from "@/lib/create/variations-input";
import { getCreditBalance } from "@/lib/credits/ledger";
import { previewGenerator } from "@/lib/gallery/providers/preview-generator";
import { createDiskStorage } from "@/lib/storage/file-storage";
import { createAgent } from "./builders";
import { useTestDb } from "./db";

const db = useTestDb();
const root = await mkdtemp(path.join(os.tmpdir(), "showbook-create-"));
afterAll(() => rm(root, { recursive: true, force: true }));
const services = { provider: previewGenerator, storage: createDiskStorage(root) };

describe("[create] batches of variations", () => {
  it("makes one image per seed, all different, spending one credit each", async () => {
    const user = await createAgent(db);
    const before = await getCreditBalance(db, user.id);
    const { images: made, stoppedBy } = await generateVariations(
      db,
      services,
      user.id,
      generateVariationsSchema.parse({ prompt: "A lighthouse at dusk", count: 3, seed: 7 }),
    );
    expect(stoppedBy).toBeNull();
    expect(made.map((image) => image.usedParams.seed)).toEqual(variationSeeds(7, 3));
    expect(new Set(made.map((image) => image.image.id)).size).toBe(3);
    expect(await getCreditBalance(db, user.id)).toBe(before - 3);
    const rows = await db.select().from(images).where(eq(images.userId, user.id));
    expect(rows.map((row) => row.seed).sort()).toEqual(variationSeeds(7, 3).sort());
  });

  it("keeps what was made and says why when credits run out part-way, even with batches racing", async () => {
    const user = await createAgent(db);
    const credits = await getCreditBalance(db, user.id);
    const batch = () => generateVariations(db, services, user.id, generateVariationsSchema.parse({ prompt: "Race", count: 4 }));
    const results = await Promise.allSettled([batch(), batch(), batch()]);
    const made = results.flatMap((result) => (result.status === "fulfilled" ? result.value.images : []));
    expect(made).toHaveLength(credits);
    expect(await getCreditBalance(db, user.id)).toBe(0);
    expect(await db.select().from(images).where(eq(images.userId, user.id))).toHaveLength(credits);
    for (const result of results) {
      if (result.status === "rejected") expect(result.reason).toMatchObject({ code: "payment_required" });
    }
  });

  it("refuses a batch of one or of more than four", () => {
    expect(generateVariationsSchema.safeParse({ prompt: "x", count: 1 }).success).toBe(false);
    expect(generateVariationsSchema.safeParse({ prompt: "x", count: 5 }).success).toBe(false);
  });
});
