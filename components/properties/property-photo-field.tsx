"use client";

import { ImageOff } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { apiRequest, errorMessage, isSessionExpired } from "@/lib/api/client";
import { MAX_PROPERTY_PHOTO_BYTES, PHOTO_MESSAGES, PROPERTY_PHOTO_ACCEPT } from "@/lib/properties/photo-rules";

/** The property photo on the card: preview, upload (replacing the current one) and removal. */
export function PropertyPhotoField({ propertyId, photo, address }: { propertyId: string; photo: string | null; address: string }) {
  const router = useRouter();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const url = `/api/showbook/properties/${propertyId}/photo`;

  async function run(action: () => Promise<unknown>, success: string, failure: string) {
    setBusy(true);
    try {
      await action();
      toast.success(success);
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
    // Checked here only to spare a long upload; the server checks size and content again.
    if (file.size > MAX_PROPERTY_PHOTO_BYTES) {
      toast.error("Failed to upload photo", { description: PHOTO_MESSAGES.tooLarge });
      return;
    }
    const form = new FormData();
    form.append("file", file);
    void run(() => apiRequest("POST", url, { body: form }), "Photo saved", "Failed to upload photo");
  }

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      {photo ? (
        // eslint-disable-next-line @next/next/no-img-element -- a stored upload, served by the app's file route
        <img src={photo} alt={`Photo of ${address}`} width={160} height={120} className="h-24 w-32 rounded-md object-cover" />
      ) : (
        <div className="flex h-24 w-32 items-center justify-center rounded-md bg-slate-100 text-slate-400">
          <ImageOff aria-hidden className="size-6" />
        </div>
      )}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={inputId}>{photo ? "Replace property photo" : "Property photo"}</Label>
        <Input
          id={inputId}
          type="file"
          accept={PROPERTY_PHOTO_ACCEPT}
          disabled={busy}
          onChange={(event) => upload(event.currentTarget)}
          className="max-w-xs"
        />
        <p className="text-xs text-slate-600">JPEG, PNG or WebP, at most 10 MB. Shown on the booking and share pages.</p>
        {photo ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="self-start"
            disabled={busy}
            onClick={() => run(() => apiRequest("DELETE", url), "Photo removed", "Failed to remove photo")}
          >
            Remove photo
          </Button>
        ) : null}
      </div>
    </div>
  );
}
