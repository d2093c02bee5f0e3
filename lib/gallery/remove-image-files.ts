import { z } from "zod";
import { getBoss } from "@/lib/jobs/boss";
import { QUEUES } from "@/lib/jobs/queues";
import type { FileStorage } from "@/lib/storage/file-storage";
import { parseImageKey } from "@/lib/storage/image-keys";
import type { DeletedImage } from "./manage-images";

const jobData = z.object({
  keys: z.array(z.string().refine((key) => parseImageKey(key) !== null, "Not an image storage key")).max(2),
});

/**
 * After an image's row is deleted its files are already unreachable (the file route reads
 * the row); the storage itself, possibly S3, is cleaned by a job that pg-boss retries.
 */
export async function scheduleImageFileRemoval(image: DeletedImage): Promise<void> {
  const boss = await getBoss();
  await boss.send(
    QUEUES.removeImageFiles,
    { keys: [image.imageKey, image.thumbKey] },
    { retryLimit: 5, retryDelay: 30, retryBackoff: true, singletonKey: image.id },
  );
}

/** The job: removing a missing file succeeds, so a retried job is harmless. */
export async function removeImageFiles(storage: FileStorage, data: Record<string, unknown>): Promise<void> {
  const { keys } = jobData.parse(data);
  await Promise.all(keys.map((key) => storage.remove(key)));
}
