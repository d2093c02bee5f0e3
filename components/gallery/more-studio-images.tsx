"use client";

import type { ImagePages } from "@/lib/gallery/image-pages";
import { useInfiniteImages } from "@/lib/hooks/use-infinite-images";
import { GALLERY_GRID_CLASS } from "./grid";
import { MoreImagesStatus } from "./more-images-status";
import { StudioCard } from "./studio-card";

export function MoreStudioImages({ pages, initialCursor }: { pages: ImagePages; initialCursor: string | null }) {
  const { images, remove, status } = useInfiniteImages(pages, initialCursor);
  return (
    <>
      {images.length > 0 ? (
        <ul className={GALLERY_GRID_CLASS}>
          {images.map((image) => (
            <StudioCard key={image.id} image={image} onDeleted={remove} />
          ))}
        </ul>
      ) : null}
      <MoreImagesStatus {...status} />
    </>
  );
}
