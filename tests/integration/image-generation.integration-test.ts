import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { creditLedger, images, users } from "@/db/schema";
import { getCreditBalance, recordCredits, refundCredit, spendCredit } from "@/lib/credits/ledger";
import { confirmGalleryUser } from "@/lib/gallery/confirm-gallery-user";
import { generateImage } from "@/lib/gallery/generate-image";
import { generateImageSchema } from "@/lib/gallery/generate-input";
import { previewGenerator } from "@/lib/gallery/providers/preview-generator";
import { ProviderError, type ImageProvider } from "@/lib/gallery/providers/provider";
import { readImageFile } from "@/lib/gallery/read-image-file";
import { listRecentImages } from "@/lib/gallery/recent-images";
import { createDiskStorage } from "@/lib/storage/file-storage";
import { createAgent } from "./builders";
import { useTestDb } from "./db";

const db = useTestDb();
const root = await mkdtemp(path.join(os.tmpdir(), "showbook-images-"));
afterAll(() => rm(root, { recursive: true, force: true }));
const storage = createDiskStorage(root);
const services = { provider: previewGenerator, storage };

const input = (prompt: string, extra: Record<string, unknown> = {}) => generateImageSchema.parse({ prompt, ...extra });
const asViewer = (user: { id: string; email: string; anonymousUsername: string }, isAdmin = false) => ({ ...user, isAdmin });

async function filesOf(userId: string): Promise<string[]> {
  const found: string[] = [];
  for (const folder of ["images", "thumbs"]) {
    found.push(...(await readdir(path.join(root, folder, userId)).catch(() => [])));
  }
  return found;
}

describe("[gallery] generating spends credits", () => {
  it("starts an account with the sign-up allowance of 5, granted once", async () => {
    const user = await createAgent(db);
    const balances = await Promise.all(Array.from({ length: 5 }, () => getCreditBalance(db, user.id)));
    expect(balances).toEqual([5, 5, 5, 5, 5]);
    const rows = await db.select().from(creditLedger).where(eq(creditLedger.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it("makes exactly 5 images from 20 parallel generations with 5 credits, leaving 0", async () => {
    const user = await createAgent(db);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) => generateImage(db, services, user.id, input(`race ${index}`))),
    );
    const made = results.filter((result) => result.status === "fulfilled");
    const refused = results.filter((result) => result.status === "rejected");
    expect(made).toHaveLength(5);
    expect(refused.map((result) => (result as PromiseRejectedResult).reason.code)).toEqual(Array(15).fill("payment_required"));
    expect(await getCreditBalance(db, user.id)).toBe(0);
    expect(await db.select().from(images).where(eq(images.userId, user.id))).toHaveLength(5);
    expect(await filesOf(user.id)).toHaveLength(10);
  });

  it("never overdraws when spends race on one credit", async () => {
    const user = await createAgent(db);
    await db.insert(creditLedger).values({ userId: user.id, delta: -4, reason: "generation", reference: `setup:${user.id}` });
    const spends = await Promise.allSettled(Array.from({ length: 10 }, (_, index) => spendCredit(db, user.id, `race:${user.id}:${index}`)));
    expect(spends.filter((spend) => spend.status === "fulfilled")).toHaveLength(1);
    expect(await getCreditBalance(db, user.id)).toBe(0);
  });

  it("refunds the credit and keeps no file or row when the provider fails", async () => {
    const user = await createAgent(db);
    const failing: ImageProvider = { name: "sdwebui", generate: async () => Promise.reject(new ProviderError("The Stable Diffusion server is unavailable (HTTP 503). Please try again later.")) };
    await expect(generateImage(db, { provider: failing, storage }, user.id, input("a failing prompt"))).rejects.toMatchObject({
      code: "bad_gateway",
      message: "The Stable Diffusion server is unavailable (HTTP 503). Please try again later.",
    });
    expect(await getCreditBalance(db, user.id)).toBe(5);
    expect(await db.select().from(images).where(eq(images.userId, user.id))).toHaveLength(0);
    expect(await filesOf(user.id)).toEqual([]);
  });

  it("removes the stored files and refunds when storing fails half-way", async () => {
    const user = await createAgent(db);
    const flaky = { ...storage, put: async (key: string, body: Buffer, type: string) => (key.startsWith("thumbs/") ? Promise.reject(new Error("disk full")) : storage.put(key, body, type)) };
    await expect(generateImage(db, { provider: previewGenerator, storage: flaky }, user.id, input("half written"))).rejects.toThrow("disk full");
    expect(await getCreditBalance(db, user.id)).toBe(5);
    expect(await filesOf(user.id)).toEqual([]);
  });

  it("refunds a spend only once", async () => {
    const user = await createAgent(db);
    await spendCredit(db, user.id, `image:${user.id}`);
    const refunds = await Promise.all(Array.from({ length: 5 }, () => refundCredit(db, user.id, `image:${user.id}`)));
    expect(refunds.filter(Boolean)).toHaveLength(1);
    expect(await getCreditBalance(db, user.id)).toBe(5);
  });

  it("keeps the ledger append-only", async () => {
    const user = await createAgent(db);
    await getCreditBalance(db, user.id);
    await expect(db.update(creditLedger).set({ delta: 100 }).where(eq(creditLedger.userId, user.id))).rejects.toThrow();
    await expect(db.delete(creditLedger).where(eq(creditLedger.userId, user.id))).rejects.toThrow();
    expect(await recordCredits(db, { userId: user.id, delta: 3, reason: "pack", reference: `pack:${user.id}` })).toBe(true);
    expect(await getCreditBalance(db, user.id)).toBe(8);
  });
});

describe("[gallery] generated images", () => {
  it("answers the spec's fields and uses the user's new-images-private setting", async () => {
    const user = await createAgent(db);
    const first = await generateImage(db, services, user.id, input("  a quiet harbour  ", { style: "Anime", filter: "Vintage", seed: 99 }));
    expect(first.usedParams).toMatchObject({ prompt: "a quiet harbour", style: "Anime", filter: "Vintage", seed: 99, image_size: "512x512", restore_faces: true, provider: "preview" });
    expect(first.image).toMatchObject({ prompt: "a quiet harbour", visibility: "private", anonymous_username: user.anonymousUsername });
    expect(first.imageUrl).toBe(`/api/files/images/${user.id}/${first.image.id}.png`);
    expect(first.image.thumbnail_url).toBe(`/api/files/thumbs/${user.id}/${first.image.id}.webp`);
    expect(first.credits).toBe(4);

    await db.update(users).set({ newImagesPrivate: false }).where(eq(users.id, user.id));
    const second = await generateImage(db, services, user.id, input("a busy harbour"));
    expect(second.image.visibility).toBe("public");
  });

  it("lists only the owner's six newest images, newest first", async () => {
    const [owner, other] = await Promise.all([createAgent(db), createAgent(db)]);
    await recordCredits(db, { userId: owner.id, delta: 5, reason: "pack", reference: `pack:${owner.id}` });
    for (let index = 0; index < 7; index++) await generateImage(db, services, owner.id, input(`picture ${index}`));
    await generateImage(db, services, other.id, input("someone else's"));
    const recent = await listRecentImages(db, owner.id);
    expect(recent.map((image) => image.prompt)).toEqual(["picture 6", "picture 5", "picture 4", "picture 3", "picture 2", "picture 1"]);
  });

  it("serves a private image's files to its owner and an admin only; a public one to anyone", async () => {
    const [owner, stranger] = await Promise.all([createAgent(db), createAgent(db)]);
    const { image } = await generateImage(db, services, owner.id, input("a private garden"));
    const key = image.image_url.replace("/api/files/", "");
    const thumbKey = image.thumbnail_url.replace("/api/files/", "");

    const own = await readImageFile(db, storage, asViewer(owner), key);
    expect(own).toMatchObject({ contentType: "image/png", shared: false });
    expect((await readImageFile(db, storage, asViewer(owner), thumbKey))?.contentType).toBe("image/webp");
    expect(await readImageFile(db, storage, asViewer(stranger), key)).toBeNull();
    expect(await readImageFile(db, storage, null, key)).toBeNull();
    expect(await readImageFile(db, storage, asViewer(stranger, true), key)).not.toBeNull();

    await db.update(images).set({ visibility: "public" }).where(eq(images.id, image.id));
    expect(await readImageFile(db, storage, null, key)).toMatchObject({ shared: true });
    await db.update(images).set({ hiddenAt: new Date("2026-01-01T00:00:00Z") }).where(eq(images.id, image.id));
    expect(await readImageFile(db, storage, null, key)).toBeNull();
  });

  it("refuses keys that are not image keys", async () => {
    const owner = await createAgent(db);
    for (const key of ["../../etc/passwd", `images/${owner.id}/../x.png`, "images/x.png", `images/${owner.id}/${owner.id}.gif`]) {
      expect(await readImageFile(db, storage, asViewer(owner), key)).toBeNull();
    }
  });

  it("confirms the spec's create-user call for the signed-in account only", async () => {
    const user = await createAgent(db);
    const viewer = asViewer(user);
    const payload = { uid: user.id, email: user.email.toUpperCase(), username: user.anonymousUsername };
    expect(await confirmGalleryUser(db, viewer, payload)).toMatchObject({ ok: true, credits: 5 });
    expect(await confirmGalleryUser(db, viewer, payload)).toMatchObject({ ok: true, credits: 5 });
    const other = await createAgent(db);
    await expect(confirmGalleryUser(db, viewer, { ...payload, uid: other.id })).rejects.toMatchObject({ code: "forbidden" });
    await expect(confirmGalleryUser(db, viewer, { ...payload, email: other.email })).rejects.toMatchObject({ code: "unprocessable_entity" });
    await expect(confirmGalleryUser(db, viewer, { ...payload, username: "SomeoneElse1" })).rejects.toMatchObject({ code: "conflict" });
  });
});

describe("[gallery] generate input", () => {
  it("refuses unknown styles and filters, long prompts and other sizes with a message", () => {
    const issue = (value: Record<string, unknown>) => generateImageSchema.safeParse(value).error?.issues[0].message;
    expect(issue({ prompt: "x", style: "Watercolour" })).toMatch(/^Unknown style/);
    expect(issue({ prompt: "x", filter: "Sepia" })).toMatch(/^Unknown filter/);
    expect(issue({ prompt: "x".repeat(1001) })).toBe("The prompt can be at most 1000 characters");
    expect(issue({ prompt: "   " })).toBe("Enter a prompt");
    expect(issue({ prompt: "x", image_size: "1024x1024" })).toBe("image_size must be 512x512");
    expect(generateImageSchema.parse({ prompt: "x" })).toMatchObject({ style: "Cinematic", filter: "Default", restore_faces: true, negative_prompt: "" });
  });
});
