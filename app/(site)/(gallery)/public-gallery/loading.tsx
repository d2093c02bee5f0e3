import { GALLERY_GRID_CLASS } from "@/components/gallery/grid";

/** The gallery grid's shape while the first page loads; /public-gallery never 404s or redirects. */
export default function PublicGalleryLoading() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8" role="status" aria-busy="true" aria-label="Loading the gallery">
      <div className="h-36 animate-pulse rounded-lg bg-slate-200" />
      <ul className={GALLERY_GRID_CLASS}>
        {Array.from({ length: 10 }, (_, index) => (
          <li key={index} className="aspect-square animate-pulse rounded-md bg-slate-200" />
        ))}
      </ul>
    </div>
  );
}
