import Link from "next/link";
import { GalleryCard } from "@/components/gallery/gallery-card";
import { GalleryModalProvider } from "@/components/gallery/gallery-modal";
import { GALLERY_GRID_CLASS } from "@/components/gallery/grid";
import { MoreGalleryImages } from "@/components/gallery/more-gallery-images";
import { buttonVariants } from "@/components/ui/button";
import { Input, Label, Select } from "@/components/ui/input";
import { galleryPages, imagePagesKey } from "@/lib/gallery/image-pages";
import type { ImagePage } from "@/lib/gallery/list-images";
import { SEARCH_TEXT_MAX_LENGTH } from "@/lib/gallery/limits";
import type { SearchQuery } from "@/lib/gallery/schemas";
import { CreateImageLink } from "./create-image-link";
import { formatUsd } from "@/lib/constants";
import { SUBSCRIPTION_CREDITS, SUBSCRIPTION_PRICE_CENTS } from "@/lib/credits/plans";

type PublicGalleryViewProps = { search: SearchQuery; error: string | null; page: ImagePage };

/**
 * The public gallery: its default view (app/(site)/(gallery)/public-gallery, cached HTML) and a search's
 * results (app/(site)/(gallery)/public-gallery/search, rendered per request). Nothing in it depends on
 * who is looking; what does is asked from the browser.
 */
export function PublicGalleryView({ search, error, page }: PublicGalleryViewProps) {
  const searching = Boolean(search.query || search.creator);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <section aria-labelledby="gallery-welcome" className="rounded-lg bg-gradient-to-r from-blue-800 to-indigo-700 p-6 text-white">
        <h1 id="gallery-welcome" className="text-2xl font-bold sm:text-3xl">
          Welcome to the Public Gallery
        </h1>
        <p className="mt-2 max-w-2xl text-blue-50">
          Images made by our community, from a prompt and a style. Register free and make several anonymous images of your
          own; a {formatUsd(SUBSCRIPTION_PRICE_CENTS)} monthly subscription gives {SUBSCRIPTION_CREDITS} credits a month.
        </p>
        <CreateImageLink />
      </section>

      <form role="search" action="/public-gallery" className="mt-6 grid gap-3 sm:grid-cols-[2fr_1fr_auto_auto] sm:items-end">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="gallery-query">Search prompts</Label>
          <Input id="gallery-query" name="query" type="search" defaultValue={search.query} maxLength={SEARCH_TEXT_MAX_LENGTH} placeholder="e.g. lighthouse at dusk" />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="gallery-creator">Creator</Label>
          <Input id="gallery-creator" name="creator" type="search" defaultValue={search.creator} maxLength={100} placeholder="username" />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="gallery-sort">Sort by</Label>
          <Select id="gallery-sort" name="sortBy" defaultValue={search.sortBy}>
            <option value="newest">Newest</option>
            <option value="oldest">Oldest</option>
          </Select>
        </div>
        <button type="submit" className={buttonVariants()}>
          Search
        </button>
      </form>
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {searching ? (
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <span>Showing results for your search.</span>
          <Link href="/public-gallery" className={buttonVariants({ variant: "outline", size: "sm" })}>
            Clear Search Results
          </Link>
        </div>
      ) : null}

      <GalleryModalProvider>
        <h2 className="sr-only">{searching ? "Search results" : "Latest images"}</h2>
        {page.images.length === 0 ? (
          <p className="mt-10 text-center text-slate-600">
            {searching ? "No images matching your search criteria." : "No images found in the gallery."}
          </p>
        ) : (
          <>
            <ul className={GALLERY_GRID_CLASS}>
              {page.images.map((image, index) => (
                <GalleryCard key={image.id} image={image} priority={index < 5} />
              ))}
            </ul>
            <MoreGalleryImages key={imagePagesKey(galleryPages(search))} pages={galleryPages(search)} initialCursor={page.next_cursor} />
          </>
        )}
      </GalleryModalProvider>
    </div>
  );
}
