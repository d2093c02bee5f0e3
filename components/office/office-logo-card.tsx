"use client";

import { ImageOff } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { useImageUpload, type ImageUploadCalls } from "@/components/ui/use-image-upload";
import { call } from "@/lib/api/call";
import { removeOfficeLogoEndpoint, uploadOfficeLogoEndpoint } from "@/lib/offices/endpoints";
import { PROPERTY_PHOTO_ACCEPT } from "@/lib/properties/photo-rules";

const LOGO_CALLS: ImageUploadCalls = {
  upload: (file) => call(uploadOfficeLogoEndpoint, { body: { file } }),
  remove: () => call(removeOfficeLogoEndpoint),
};

/** The office's logo: everyone sees it; a manager uploads (replacing it) or removes it. */
export function OfficeLogoCard({ officeName, logoUrl, canEdit }: { officeName: string; logoUrl: string | null; canEdit: boolean }) {
  const inputId = useId();
  // Each upload is shown at once, past the browser's cached copy of the previous one.
  const [version, setVersion] = useState(0);
  const { busy, upload, remove } = useImageUpload(
    LOGO_CALLS,
    { saved: "Logo saved", removed: "Logo removed", uploadFailed: "Failed to upload the logo", removeFailed: "Failed to remove the logo" },
    () => setVersion((current) => current + 1),
  );

  if (!canEdit && !logoUrl) return null;
  return (
    <section aria-labelledby="office-logo-title" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="office-logo-title" className="text-base font-semibold text-slate-900">
        Logo
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        {logoUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- the office's own upload, served to its members by its route
          <img src={`${logoUrl}?v=${version}`} alt={`${officeName} logo`} className="h-20 w-auto max-w-48 rounded-md object-contain" />
        ) : (
          <div className="flex h-20 w-32 items-center justify-center rounded-md bg-slate-100 text-slate-400">
            <ImageOff aria-hidden className="size-6" />
          </div>
        )}
        {canEdit ? (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={inputId}>{logoUrl ? "Replace office logo" : "Office logo"}</Label>
            <Input id={inputId} type="file" accept={PROPERTY_PHOTO_ACCEPT} disabled={busy} onChange={(event) => upload(event.currentTarget)} className="max-w-xs" />
            <p className="text-xs text-slate-600">JPEG, PNG or WebP, at most 10 MB. Shown to the office&apos;s members above their dashboard.</p>
            {logoUrl ? (
              <Button type="button" size="sm" variant="outline" className="self-start" disabled={busy} onClick={remove}>
                Remove logo
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
