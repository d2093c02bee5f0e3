"use client";

import { useState } from "react";
import { toast } from "sonner";
import { Switch } from "@/components/ui/switch";
import { call } from "@/lib/api/call";
import { errorMessage } from "@/lib/api/client";
import { deleteImageEndpoint, setImageVisibilityEndpoint } from "@/lib/gallery/endpoints";
import type { ImageJson } from "@/lib/gallery/image-json";
import { DeleteImageButton } from "./delete-image-button";
import { ImageThumb } from "./image-thumb";

/** One image of the private studio, with its visibility toggle and delete. */
export function StudioCard({ image, onDeleted }: { image: ImageJson; onDeleted?: (id: string) => void }) {
  const [visibility, setVisibility] = useState(image.visibility);
  const [pending, setPending] = useState(false);
  const [deleted, setDeleted] = useState(false);
  if (deleted) return null;

  const toggle = async (makePublic: boolean) => {
    setPending(true);
    try {
      const next = makePublic ? "public" : "private";
      await call(setImageVisibilityEndpoint, { params: { id: image.id }, body: { visibility: next } });
      setVisibility(next);
      toast.success(makePublic ? "The image is now public." : "The image is now private.");
    } catch (error) {
      toast.error(`Failed to change visibility: ${errorMessage(error)}`);
    } finally {
      setPending(false);
    }
  };

  const remove = async () => {
    try {
      await call(deleteImageEndpoint, { params: { id: image.id } });
      setDeleted(true);
      onDeleted?.(image.id);
      toast.success("Image deleted.");
    } catch (error) {
      toast.error(`Failed to delete image: ${errorMessage(error)}`);
    }
  };

  const switchId = `visibility-${image.id}`;
  return (
    <li className="flex flex-col overflow-hidden rounded-md border border-slate-200 bg-white">
      <a href={image.image_url} target="_blank" rel="noreferrer" aria-label={`Open full image: ${image.prompt}`}>
        <ImageThumb src={image.thumbnail_url} alt={image.prompt} className="aspect-square w-full" />
      </a>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <p className="line-clamp-2 text-sm text-slate-800" title={image.prompt}>
          {image.prompt}
        </p>
        <div className="mt-auto flex items-center justify-between gap-2">
          <div className="flex items-center gap-2">
            <Switch
              id={switchId}
              checked={visibility === "public"}
              disabled={pending}
              onCheckedChange={toggle}
              aria-label={`Public: ${image.prompt}`}
            />
            <label htmlFor={switchId} className="text-xs font-medium text-slate-700">
              {visibility === "public" ? "Public" : "Private"}
            </label>
          </div>
          <DeleteImageButton prompt={image.prompt} onConfirm={remove} />
        </div>
      </div>
    </li>
  );
}
