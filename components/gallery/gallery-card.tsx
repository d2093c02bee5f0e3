"use client";

import type { ImageJson } from "@/lib/gallery/image-json";
import { preloadImageDetails, useOpenImage } from "./gallery-modal";
import { ImageThumb } from "./image-thumb";

/** One grid cell: the thumbnail, opening the detail modal. */
export function GalleryCard({ image, priority }: { image: ImageJson; priority?: boolean }) {
  const openImage = useOpenImage();
  return (
    <li>
      <button
        type="button"
        onClick={() => openImage(image)}
        onPointerEnter={preloadImageDetails}
        onFocus={preloadImageDetails}
        className="group block w-full overflow-hidden rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
        aria-label={`Open image: ${image.prompt}`}
      >
        <ImageThumb
          src={image.thumbnail_url}
          alt={image.prompt}
          priority={priority}
          className="aspect-square w-full transition-transform group-hover:scale-105"
        />
      </button>
      <p className="mt-1 truncate text-xs text-slate-600">{image.anonymous_username}</p>
    </li>
  );
}
