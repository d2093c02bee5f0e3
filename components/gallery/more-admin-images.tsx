"use client";

import type { ImagePages } from "@/lib/gallery/image-pages";
import { useInfiniteImages } from "@/lib/hooks/use-infinite-images";
import { AdminImageCard } from "./admin-image-card";
import { GALLERY_GRID_CLASS } from "./grid";
import { MoreImagesStatus } from "./more-images-status";

const ALL_IMAGES: ImagePages = { list: "all" };

export function MoreAdminImages({ initialCursor }: { initialCursor: string | null }) {
  const { images, remove, status } = useInfiniteImages(ALL_IMAGES, initialCursor);
  return (
    <>
      {images.length > 0 ? (
        <ul className={GALLERY_GRID_CLASS}>
          {images.map((image) => (
            <AdminImageCard key={image.id} image={image} onDeleted={remove} />
          ))}
        </ul>
      ) : null}
      <MoreImagesStatus {...status} />
    </>
  );
}
