import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage, type FileStorage } from "@/lib/storage/file-storage";
import { S3RVER_CREDENTIALS, startS3Server, type RunningS3Server } from "../ops/s3-server";

let directory: string;
let server: RunningS3Server;
let storage: FileStorage;

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), "showbook-s3-"));
  server = await startS3Server({ directory, buckets: ["showbook-files", "showbook-listed"] });
  storage = createS3Storage({ endpoint: server.endpoint, bucket: "showbook-files", region: "us-east-1", ...S3RVER_CREDENTIALS });
});
afterAll(async () => {
  await server?.close();
  await rm(directory, { recursive: true, force: true });
});

describe("[storage] S3-compatible bucket (s3rver)", () => {
  it("stores a file, reads it back byte for byte with its content type, and removes it", async () => {
    const key = `property-photos/${crypto.randomUUID()}/${crypto.randomUUID()}.webp`;
    const body = Buffer.from(Array.from({ length: 70_000 }, (_, index) => index % 251));
    await storage.put(key, body, "image/webp");

    const stored = await storage.get(key);
    expect(stored?.contentType).toBe("image/webp");
    expect(Buffer.from(stored!.body).equals(body)).toBe(true);

    await storage.remove(key);
    expect(await storage.get(key)).toBeNull();
  });

  it("lists every stored key, past one page of the listing", async () => {
    const lister = createS3Storage({ endpoint: server.endpoint, bucket: "showbook-listed", region: "us-east-1", listPageSize: 2, ...S3RVER_CREDENTIALS });
    const keys = ["generated/a.png", "generated/b.png", "property-photos/p/c.webp", "thumbs/d.webp", "thumbs/e.webp"];
    await Promise.all(keys.map((key) => lister.put(key, Buffer.from(key), "image/png")));
    const listed: string[] = [];
    for await (const key of lister.list()) listed.push(key);
    expect(listed.sort()).toEqual(keys);
  });

  it("answers null for a key never stored, and removing one is no error", async () => {
    const key = `generated/${crypto.randomUUID()}.png`;
    expect(await storage.get(key)).toBeNull();
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it("fails, rather than answering null, when the bucket does not exist", async () => {
    const missing = createS3Storage({ endpoint: server.endpoint, bucket: "no-such-bucket", region: "us-east-1", ...S3RVER_CREDENTIALS });
    await expect(missing.get(`generated/${crypto.randomUUID()}.png`)).rejects.toThrow();
  });
});
