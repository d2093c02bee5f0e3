import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { agentScope, allAgentsScope } from "@/lib/auth/scope";
import { properties } from "@/db/schema";
import { MAX_PROPERTY_PHOTO_BYTES, PHOTO_MESSAGES } from "@/lib/properties/photo-rules";
import { deleteProperty } from "@/lib/properties/delete-property";
import { readPropertyPhotoFile, removePropertyPhoto, removeStoredPhoto, setPropertyPhoto } from "@/lib/properties/property-photo";
import { findFreePort } from "@/db/embedded";
import { createDiskStorage, createS3Storage, STORAGE_UNAVAILABLE_MESSAGE, STORAGE_UNREADABLE_MESSAGE } from "@/lib/storage/file-storage";
import { createAgent, createProperty } from "./builders";
import { useTestDb } from "./db";

const db = useTestDb();
const root = await mkdtemp(path.join(os.tmpdir(), "showbook-photos-"));
afterAll(() => rm(root, { recursive: true, force: true }));
const storage = createDiskStorage(root);

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } }).png().toBuffer();
const keyOf = (url: string) => url.replace(/^\/api\/files\//, "");
const filesOf = async (propertyId: string) => readdir(path.join(root, "property-photos", propertyId)).catch(() => []);

async function agentWithProperty() {
  const agent = await createAgent(db);
  const property = await createProperty(db, agent.id);
  return { user: agentScope(agent.id), property };
}

describe("[properties] property photo upload", () => {
  it("stores a PNG re-encoded as WebP and scaled to at most 1600 px, and serves it while the property shows it", async () => {
    const { user, property } = await agentWithProperty();
    const url = await setPropertyPhoto(db, storage, user, property.id, await png(3200, 1600));
    expect(url).toMatch(new RegExp(`^/api/files/property-photos/${property.id}/[0-9a-f-]{36}\\.webp$`));
    const [row] = await db.select().from(properties).where(eq(properties.id, property.id));
    expect(row.propertyPhoto).toBe(url);

    const file = await readPropertyPhotoFile(db, storage, keyOf(url));
    expect(file?.contentType).toBe("image/webp");
    const metadata = await sharp(Buffer.from(file!.body)).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 1600, height: 800 });
  });

  it("removes the replaced photo's file, and the removed photo's", async () => {
    const { user, property } = await agentWithProperty();
    const first = await setPropertyPhoto(db, storage, user, property.id, await png(400, 300));
    const second = await setPropertyPhoto(db, storage, user, property.id, await png(500, 300));
    expect(await filesOf(property.id)).toEqual([path.basename(second)]);
    expect(await readPropertyPhotoFile(db, storage, keyOf(first))).toBeNull();

    await removePropertyPhoto(db, storage, user, property.id);
    expect(await filesOf(property.id)).toEqual([]);
    const [row] = await db.select().from(properties).where(eq(properties.id, property.id));
    expect(row.propertyPhoto).toBeNull();
  });

  it("hands a deleted property's photo to the removal of its file", async () => {
    const { user, property } = await agentWithProperty();
    const url = await setPropertyPhoto(db, storage, user, property.id, await png(100, 100));
    const deleted = await deleteProperty(db, null, user, property.id);
    expect(deleted).toMatchObject({ archived: false, deletedPhoto: url });
    await removeStoredPhoto(storage, deleted.deletedPhoto);
    expect(await filesOf(property.id)).toEqual([]);
  });

  it("refuses a text file named .jpg by its content, an empty file and an oversized one", async () => {
    const { user, property } = await agentWithProperty();
    const text = Buffer.from("just some text, named photo.jpg\n");
    await expect(setPropertyPhoto(db, storage, user, property.id, text)).rejects.toMatchObject({
      code: "unprocessable_entity",
      message: PHOTO_MESSAGES.unsupported,
    });
    await expect(setPropertyPhoto(db, storage, user, property.id, Buffer.alloc(0))).rejects.toMatchObject({ code: "bad_request" });
    const oversized = Buffer.concat([await png(10, 10), Buffer.alloc(MAX_PROPERTY_PHOTO_BYTES)]);
    await expect(setPropertyPhoto(db, storage, user, property.id, oversized)).rejects.toMatchObject({
      code: "payload_too_large",
      message: PHOTO_MESSAGES.tooLarge,
    });
    // A file that starts like a PNG but is not one cannot be decoded.
    const broken = (await png(20, 20)).subarray(0, 60);
    await expect(setPropertyPhoto(db, storage, user, property.id, broken)).rejects.toMatchObject({ code: "unprocessable_entity" });
    expect(await filesOf(property.id)).toEqual([]);
  });

  it("answers not found to another agent, who can neither set nor remove the photo; an admin can", async () => {
    const { user, property } = await agentWithProperty();
    const url = await setPropertyPhoto(db, storage, user, property.id, await png(100, 100));
    const stranger = await createAgent(db);
    await expect(setPropertyPhoto(db, storage, agentScope(stranger.id), property.id, await png(100, 100))).rejects.toMatchObject({
      code: "not_found",
    });
    await expect(removePropertyPhoto(db, storage, agentScope(stranger.id), property.id)).rejects.toMatchObject({ code: "not_found" });
    const [row] = await db.select().from(properties).where(eq(properties.id, property.id));
    expect(row.propertyPhoto).toBe(url);
    await expect(removePropertyPhoto(db, storage, allAgentsScope({ id: stranger.id, isAdmin: true }), property.id)).resolves.toBeUndefined();
  });
});

describe("[faults] object storage cannot be reached", () => {
  it("answers an upload with 503 and a message, keeps the property on the photo it had, and answers a read with 503", { timeout: 60_000 }, async () => {
    const { user, property } = await agentWithProperty();
    const kept = await setPropertyPhoto(db, storage, user, property.id, await png(400, 300));
    // Nothing listens on this port: every request to the store is refused.
    const unreachable = createS3Storage({ endpoint: `http://127.0.0.1:${await findFreePort()}`, bucket: "photos", region: "us-east-1", accessKeyId: "k", secretAccessKey: "s" });

    await expect(setPropertyPhoto(db, unreachable, user, property.id, await png(500, 300))).rejects.toMatchObject({
      code: "service_unavailable",
      message: STORAGE_UNAVAILABLE_MESSAGE,
      retryAfterSeconds: 30,
    });
    const [row] = await db.select().from(properties).where(eq(properties.id, property.id));
    expect(row.propertyPhoto).toBe(kept);
    expect(await filesOf(property.id)).toEqual([path.basename(kept)]);

    await expect(readPropertyPhotoFile(db, unreachable, keyOf(kept))).rejects.toMatchObject({ code: "service_unavailable", message: STORAGE_UNREADABLE_MESSAGE });
  });
});
