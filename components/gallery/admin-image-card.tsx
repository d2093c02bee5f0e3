"use client";

import Link from "next/link";
import { useState } from "react";
import { toast } from "sonner";
import { call } from "@/lib/api/call";
import { adminDeleteImageEndpoint } from "@/lib/gallery/endpoints";
import type { ImageJson } from "@/lib/gallery/image-json";
import { DeleteImageButton } from "./delete-image-button";
import { ImageThumb } from "./image-thumb";

/** A public image as the admin sees it: its creator and a delete of admin scope. */
export function AdminImageCard({ image, onDeleted }: { image: ImageJson; onDeleted?: (id: string) => void }) {
  const [deleted, setDeleted] = useState(false);
  if (deleted) return null;

  const remove = async () => {
    try {
      await call(adminDeleteImageEndpoint, { params: { id: image.id } });
      setDeleted(true);
      onDeleted?.(image.id);
      toast.success("Image deleted.");
    } catch {
      toast.error("Failed to delete image");
    }
  };

  return (
    <li className="flex flex-col overflow-hidden rounded-md border border-slate-200 bg-white">
      <ImageThumb src={image.thumbnail_url} alt={image.prompt} className="aspect-square w-full" />
      <div className="flex flex-1 flex-col gap-2 p-3">
        <p className="line-clamp-2 text-sm text-slate-800" title={image.prompt}>
          {image.prompt}
        </p>
        <div className="mt-auto flex items-center justify-between gap-2">
          <Link href={`/profile/${encodeURIComponent(image.anonymous_username)}`} className="truncate text-xs text-blue-700 hover:underline">
            {image.anonymous_username}
          </Link>
          <DeleteImageButton prompt={image.prompt} onConfirm={remove} />
        </div>
      </div>
    </li>
  );
}
