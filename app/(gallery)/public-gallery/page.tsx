import type { Metadata } from "next";
import { APP_NAME } from "@/lib/constants";
import Link from "next/link";
import { GalleryCard } from "@/components/gallery/gallery-card";
import { GalleryModalProvider } from "@/components/gallery/gallery-modal";
import { GALLERY_GRID_CLASS } from "@/components/gallery/grid";
import { MoreGalleryImages } from "@/components/gallery/more-gallery-images";
import { buttonVariants } from "@/components/ui/button";
import { Input, Label, Select } from "@/components/ui/input";
import { getCurrentUser } from "@/lib/auth/current-user";
import { galleryEndpoint, loadGalleryPage, parseGallerySearch } from "@/lib/gallery/load-gallery";
import { SEARCH_TEXT_MAX_LENGTH } from "@/lib/gallery/limits";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const description = "Browse and search images made by the community: prompts, styles and their creators.";

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { search } = parseGallerySearch(await searchParams);
  const page = await loadGalleryPage(search.query, search.creator, search.sortBy);
  const cover = page.images[0];
  return {
    title: "Public Gallery",
    description,
    alternates: { canonical: "/public-gallery" },
    openGraph: {
      type: "website",
      siteName: APP_NAME,
      title: "Public Gallery",
      description,
      url: "/public-gallery",
      images: cover ? [{ url: cover.image_url, width: 512, height: 512, alt: cover.prompt }] : undefined,
    },
    // The cover is a square 512×512 image: the small card, not the large one drawn at 1.91:1.
    twitter: { card: "summary" },
  };
}

export default async function PublicGalleryPage({ searchParams }: Props) {
  const { search, error } = parseGallerySearch(await searchParams);
  const [user, page] = await Promise.all([getCurrentUser(), loadGalleryPage(search.query, search.creator, search.sortBy)]);
  const searching = Boolean(search.query || search.creator);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <section aria-labelledby="gallery-welcome" className="rounded-lg bg-gradient-to-r from-blue-800 to-indigo-700 p-6 text-white">
        <h1 id="gallery-welcome" className="text-2xl font-bold sm:text-3xl">
          Welcome to the Public Gallery
        </h1>
        <p className="mt-2 max-w-2xl text-blue-50">
          Images made by our community, from a prompt and a style. Register free and make several anonymous images of your
          own; a $10 monthly subscription gives 20 credits a month.
        </p>
        <Link href={user ? "/overview" : "/register"} className={buttonVariants({ variant: "secondary", className: "mt-4" })}>
          {user ? "Create an image" : "Register free"}
        </Link>
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

      <GalleryModalProvider signedIn={Boolean(user)}>
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
            <MoreGalleryImages key={galleryEndpoint(search)} endpoint={galleryEndpoint(search)} initialCursor={page.next_cursor} />
          </>
        )}
      </GalleryModalProvider>
    </div>
  );
}
