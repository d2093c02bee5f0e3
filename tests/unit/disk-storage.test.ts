import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createDiskStorage } from "@/lib/storage/file-storage";

const root = await mkdtemp(path.join(os.tmpdir(), "showbook-disk-list-"));
afterAll(() => rm(root, { recursive: true, force: true }));

describe("[storage] files on local disk", () => {
  it("lists every stored key, in folders, as the keys they were stored under", async () => {
    const storage = createDiskStorage(root);
    const keys = ["generated/a.png", "thumbs/b.webp", "property-photos/p1/c.webp"];
    for (const key of keys) await storage.put(key, Buffer.from(key), "image/png");
    const listed: string[] = [];
    for await (const key of storage.list()) listed.push(key);
    expect(listed.sort()).toEqual([...keys].sort());
  });

  it("lists nothing when nothing was ever stored", async () => {
    const listed: string[] = [];
    for await (const key of createDiskStorage(path.join(root, "never-made")).list()) listed.push(key);
    expect(listed).toEqual([]);
  });
});
