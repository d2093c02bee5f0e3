import type { Metadata } from "next";
import Link from "next/link";
import { GALLERY_GRID_CLASS } from "@/components/gallery/grid";
import { MoreStudioImages } from "@/components/gallery/more-studio-images";
import { StudioCard } from "@/components/gallery/studio-card";
import { getDb } from "@/db/client";
import { requireUser } from "@/lib/auth/current-user";
import { listOwnImages } from "@/lib/gallery/list-images";

export const metadata: Metadata = { title: "Private Studio", robots: { index: false } };

export default async function PrivateStudioPage() {
  const user = await requireUser();
  const page = await listOwnImages(getDb(), user.id);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">Private Studio</h1>
      <p className="mt-1 text-sm text-slate-600">
        Your images. Public ones appear in the{" "}
        <Link href="/public-gallery" className="text-blue-700 underline hover:text-blue-800">
          Public Gallery
        </Link>{" "}
        and on your{" "}
        <Link href={`/profile/${encodeURIComponent(user.anonymousUsername)}`} className="text-blue-700 underline hover:text-blue-800">
          profile
        </Link>
        .
      </p>
      {page.images.length === 0 ? (
        <p className="mt-10 text-center text-slate-600">
          You haven&apos;t created any images yet. Head over to the{" "}
          <Link href="/overview" className="text-blue-700 underline hover:text-blue-800">
            Create page
          </Link>{" "}
          to get started!
        </p>
      ) : (
        <>
          <ul className={GALLERY_GRID_CLASS}>
            {page.images.map((image) => (
              <StudioCard key={image.id} image={image} />
            ))}
          </ul>
          <MoreStudioImages pages={{ list: "own", userId: user.id }} initialCursor={page.next_cursor} />
        </>
      )}
    </div>
  );
}
