import "server-only";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { S3Client } from "@aws-sdk/client-s3";
import { AppError } from "@/lib/errors";
import { env } from "@/lib/env";

export type StoredFile = { body: Uint8Array; contentType: string };

/** Where generated files live; keys are made by the app (see image-keys.ts), never by a user. */
export type FileStorage = {
  put: (key: string, body: Buffer, contentType: string) => Promise<void>;
  get: (key: string) => Promise<StoredFile | null>;
  remove: (key: string) => Promise<void>;
  /** Every stored key (for backups: scripts/backup.ts). */
  list: () => AsyncIterable<string>;
};

const CONTENT_TYPES: Record<string, string> = { ".png": "image/png", ".webp": "image/webp" };

/** Seconds a client is asked to wait when the storage cannot be reached. */
const STORAGE_RETRY_AFTER_SECONDS = 30;

export const STORAGE_UNAVAILABLE_MESSAGE = "File storage cannot be reached just now, so the file was not saved. Please try again in a minute.";
export const STORAGE_UNREADABLE_MESSAGE = "File storage cannot be reached just now. Please try again in a minute.";

/** Disk faults that no retry of the request mends at once, but that are the storage's, not the request's. */
const DISK_FAULTS = new Set(["ENOSPC", "EROFS", "EIO", "EACCES", "EPERM", "EDQUOT"]);

/**
 * Whether a storage failure means the storage cannot be used now: S3 not answering (refused,
 * timed out, no such host) or answering 5xx; a disk full, read-only or failing. Those become a
 * 503 with Retry-After (lib/api/route.ts); anything else stays an error of ours.
 */
function isStorageUnavailable(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, $metadata, name } = error as { code?: unknown; $metadata?: { httpStatusCode?: number }; name?: unknown };
  if (typeof code === "string" && DISK_FAULTS.has(code)) return true;
  if ($metadata) return $metadata.httpStatusCode === undefined || $metadata.httpStatusCode >= 500;
  return name === "TimeoutError" || (typeof code === "string" && /^(ECONN|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|EPIPE)/.test(code));
}

/** The storage with its unavailability answered as a 503 that says so; what was not stored is not pointed at (callers store first). */
function answeringUnavailable(storage: FileStorage): FileStorage {
  const guard =
    <A extends unknown[], R>(operation: (...args: A) => Promise<R>, message: string) =>
    async (...args: A): Promise<R> => {
      try {
        return await operation(...args);
      } catch (error) {
        if (isStorageUnavailable(error)) throw new AppError("service_unavailable", message, undefined, STORAGE_RETRY_AFTER_SECONDS);
        throw error;
      }
    };
  return {
    put: guard(storage.put, STORAGE_UNAVAILABLE_MESSAGE),
    get: guard(storage.get, STORAGE_UNREADABLE_MESSAGE),
    remove: guard(storage.remove, STORAGE_UNREADABLE_MESSAGE),
    list: storage.list,
  };
}

/** Files on local disk under `root`; the content type follows the extension. */
export function createDiskStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    const file = path.resolve(root, key);
    // Keys are validated before they get here; this guards the disk against any that are not.
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`Storage key escapes the storage root: ${key}`);
    return file;
  };
  return answeringUnavailable({
    async put(key, body) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async get(key) {
      try {
        const body = await readFile(resolve(key));
        return { body, contentType: CONTENT_TYPES[path.extname(key)] ?? "application/octet-stream" };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    async *list() {
      const entries = await readdir(path.resolve(root), { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return [];
        throw error;
      });
      for (const entry of entries) {
        if (entry.isFile()) yield path.relative(path.resolve(root), path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
      }
    },
  });
}

type S3Options = {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Keys per listing request (S3's most, 1000, by default). */
  listPageSize?: number;
};

/**
 * An S3-compatible bucket (AWS, MinIO, R2, …); path-style addressing so any endpoint works.
 * The SDK (several MiB of heap) is loaded on the first use, not by every process that
 * merely could store a file.
 */
export function createS3Storage({ endpoint, bucket, region, accessKeyId, secretAccessKey, listPageSize = 1000 }: S3Options): FileStorage {
  let connected: Promise<{ sdk: typeof import("@aws-sdk/client-s3"); client: S3Client }> | undefined;
  const connect = () =>
    (connected ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region,
        endpoint,
        forcePathStyle: Boolean(endpoint),
        credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
        // A store that does not answer fails the request within seconds, not never.
        requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
        maxAttempts: 2,
      }),
    })));
  return answeringUnavailable({
    async put(key, body, contentType) {
      const { sdk, client } = await connect();
      await client.send(new sdk.PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async get(key) {
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!answer.Body) return null;
        return { body: await answer.Body.transformToByteArray(), contentType: answer.ContentType ?? "application/octet-stream" };
      } catch (error) {
        if (error instanceof sdk.NoSuchKey) return null;
        throw error;
      }
    },
    async remove(key) {
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async *list() {
      const { sdk, client } = await connect();
      for await (const page of sdk.paginateListObjectsV2({ client, pageSize: listPageSize }, { Bucket: bucket })) {
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      }
    },
  });
}

let cached: FileStorage | undefined;

/** S3 when S3_BUCKET is set, otherwise local disk under STORAGE_DIR (default .data/files). */
export function getFileStorage(): FileStorage {
  if (!cached) {
    const config = env();
    cached = config.S3_BUCKET
      ? createS3Storage({
          endpoint: config.S3_ENDPOINT,
          bucket: config.S3_BUCKET,
          region: config.S3_REGION,
          accessKeyId: config.S3_ACCESS_KEY_ID,
          secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        })
      : createDiskStorage(path.resolve(/*turbopackIgnore: true*/ config.STORAGE_DIR ?? path.join(config.SHOWBOOK_DATA_DIR, "files")));
  }
  return cached;
}
