import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import type { ImageJson } from "@/lib/gallery/image-json";
import type { RecentStatus } from "@/lib/hooks/use-recent-images";

/** Recent Generations: the user's six newest images in 3 columns, with the spec's empty and error texts. */
export function RecentGenerations({ images, status }: { images: ImageJson[]; status: RecentStatus }) {
  return (
    <section aria-labelledby="recent-title" aria-busy={status === "loading"} className="flex flex-col gap-3">
      <h2 id="recent-title" className="text-lg font-semibold text-slate-900">
        Recent Generations
      </h2>
      {status === "error" ? (
        <p role="alert" className="text-sm text-red-700">
          Failed to load recent images
        </p>
      ) : images.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-sm text-slate-700">
          No images generated yet. Try creating your first image above!
        </p>
      ) : (
        <ul className="grid grid-cols-3 gap-2 sm:gap-3">
          {images.map((image) => (
            <li key={image.id}>
              <a href={image.image_url} target="_blank" rel="noreferrer" className="block" title={image.prompt}>
                {/* eslint-disable-next-line @next/next/no-img-element -- private files need the session cookie, which Next's optimiser does not send */}
                <img
                  src={image.thumbnail_url}
                  alt={image.prompt}
                  width={256}
                  height={256}
                  loading="lazy"
                  className="aspect-square w-full rounded-md border border-slate-200 bg-slate-100 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap justify-center gap-2">
        <Link href="/public-gallery" className={buttonVariants({ variant: "outline" })}>
          View More
        </Link>
        <Link href="/private-gallery" className={buttonVariants({ variant: "ghost" })}>
          Your Private Studio
        </Link>
      </div>
    </section>
  );
}
