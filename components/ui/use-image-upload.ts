"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { errorMessage, isSessionExpired } from "@/lib/api/client";
import { MAX_PROPERTY_PHOTO_BYTES, PHOTO_MESSAGES } from "@/lib/properties/photo-rules";

/** An image's upload and removal: calls of its route's upload endpoint (a form with the field "file") and remove endpoint. */
export type ImageUploadCalls = { upload: (file: File) => Promise<unknown>; remove: () => Promise<unknown> };

/**
 * An image upload route's POST and DELETE, as a file input and a Remove button use them: the
 * size checked before a long upload (the server checks size and content again), a toast for
 * each outcome, then the page as it is now.
 */
export function useImageUpload(calls: ImageUploadCalls, texts: { saved: string; removed: string; uploadFailed: string; removeFailed: string }, onDone?: () => void) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<unknown>, success: string, failure: string) {
    setBusy(true);
    try {
      await action();
      toast.success(success);
      onDone?.();
      router.refresh();
    } catch (error) {
      if (!isSessionExpired(error)) toast.error(failure, { description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  function upload(input: HTMLInputElement) {
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    if (file.size > MAX_PROPERTY_PHOTO_BYTES) {
      toast.error(texts.uploadFailed, { description: PHOTO_MESSAGES.tooLarge });
      return;
    }
    void run(() => calls.upload(file), texts.saved, texts.uploadFailed);
  }

  const remove = () => run(calls.remove, texts.removed, texts.removeFailed);

  return { busy, upload, remove };
}
