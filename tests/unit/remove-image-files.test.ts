import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { removeImageFiles } from "@/lib/gallery/remove-image-files";
import { createDiskStorage } from "@/lib/storage/file-storage";
import { imageKeys } from "@/lib/storage/image-keys";

const root = await mkdtemp(path.join(os.tmpdir(), "showbook-remove-files-"));
afterAll(() => rm(root, { recursive: true, force: true }));

describe("removing a deleted image's files", () => {
  it("removes both files and succeeds again when run twice (a retried job)", async () => {
    const storage = createDiskStorage(root);
    const keys = imageKeys(randomUUID(), randomUUID());
    await storage.put(keys.imageKey, Buffer.from("png"), "image/png");
    await storage.put(keys.thumbKey, Buffer.from("webp"), "image/webp");

    await removeImageFiles(storage, { keys: [keys.imageKey, keys.thumbKey] });
    expect(await storage.get(keys.imageKey)).toBeNull();
    expect(await storage.get(keys.thumbKey)).toBeNull();
    await expect(removeImageFiles(storage, { keys: [keys.imageKey, keys.thumbKey] })).resolves.toBeUndefined();
  });

  it("refuses job data that is not an image's storage keys", async () => {
    const storage = createDiskStorage(root);
    await expect(removeImageFiles(storage, { keys: ["../../etc/passwd"] })).rejects.toThrow();
    await expect(removeImageFiles(storage, {})).rejects.toThrow();
  });
});
