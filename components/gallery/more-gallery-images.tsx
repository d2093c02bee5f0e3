"use client";

import type { ImagePages } from "@/lib/gallery/image-pages";
import { useInfiniteImages } from "@/lib/hooks/use-infinite-images";
import { GalleryCard } from "./gallery-card";
import { GALLERY_GRID_CLASS } from "./grid";
import { MoreImagesStatus } from "./more-images-status";

/** Infinite scroll for the public gallery and profiles: the pages after the server-rendered first. */
export function MoreGalleryImages({ pages, initialCursor }: { pages: ImagePages; initialCursor: string | null }) {
  const { images, status } = useInfiniteImages(pages, initialCursor);
  return (
    <>
      {images.length > 0 ? (
        <ul className={GALLERY_GRID_CLASS}>
          {images.map((image) => (
            <GalleryCard key={image.id} image={image} />
          ))}
        </ul>
      ) : null}
      <MoreImagesStatus {...status} />
    </>
  );
}
