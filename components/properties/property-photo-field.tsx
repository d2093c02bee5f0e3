"use client";

import { ImageOff } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { useImageUpload } from "@/components/ui/use-image-upload";
import { call } from "@/lib/api/call";
import { removePropertyPhotoEndpoint, uploadPropertyPhotoEndpoint } from "@/lib/properties/endpoints";
import { PROPERTY_PHOTO_ACCEPT } from "@/lib/properties/photo-rules";

/** The property photo on the card: preview, upload (replacing the current one) and removal. */
export function PropertyPhotoField({ propertyId, photo, address }: { propertyId: string; photo: string | null; address: string }) {
  const inputId = useId();
  const params = { id: propertyId };
  const calls = {
    upload: (file: File) => call(uploadPropertyPhotoEndpoint, { params, body: { file } }),
    remove: () => call(removePropertyPhotoEndpoint, { params }),
  };
  const { busy, upload, remove } = useImageUpload(calls, {
    saved: "Photo saved",
    removed: "Photo removed",
    uploadFailed: "Failed to upload photo",
    removeFailed: "Failed to remove photo",
  });

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
            onClick={remove}
          >
            Remove photo
          </Button>
        ) : null}
      </div>
    </div>
  );
}
