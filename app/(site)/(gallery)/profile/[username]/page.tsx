import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { FollowButton, FollowerCount, FollowerCountProvider } from "@/components/gallery/follow-button";
import { GalleryCard } from "@/components/gallery/gallery-card";
import { GalleryModalProvider } from "@/components/gallery/gallery-modal";
import { GALLERY_GRID_CLASS } from "@/components/gallery/grid";
import { MoreGalleryImages } from "@/components/gallery/more-gallery-images";
import { isAppError } from "@/lib/errors";
import { loadCachedPublicProfile } from "@/lib/gallery/cached-gallery";
import { APP_NAME } from "@/lib/constants";
import { env } from "@/lib/env";
import { decodePathSegment } from "@/lib/routes/decode-path-segment";
import { serializeJsonLd } from "@/lib/seo/listing-json-ld";
import { profileJsonLd } from "@/lib/seo/profile-json-ld";

/**
 * Cached HTML, the same for every visitor, rendered again when the creator's images, follows or
 * profile change, or a username is taken or given up (tags, lib/page-cache), or after a minute.
 * Nothing here reads the request: the follow button and the report form ask the browser who is
 * looking. An unknown username is a 404, cached as one until a user takes the name.
 */
export const revalidate = 60;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ username: string }> };

/** The profile, or the not-found page with a real 404 status. */
const loadOr404 = cache(async (username: string) => {
  try {
    const found = await loadCachedPublicProfile(decodePathSegment(username));
    if (found) return found;
  } catch (error) {
    // Renamed between the two reads.
    if (!isAppError(error) || error.code !== "not_found") throw error;
  }
  notFound();
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { profile, images } = await loadOr404((await params).username);
  const path = `/profile/${encodeURIComponent(profile.anonymous_username)}`;
  const description = profile.bio || `Images by ${profile.anonymous_username} in the public gallery.`;
  return {
    title: `${profile.anonymous_username}'s gallery`,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: "profile",
      siteName: APP_NAME,
      title: `${profile.anonymous_username}'s gallery`,
      description,
      url: path,
      images: images[0] ? [{ url: images[0].image_url, width: 512, height: 512, alt: images[0].prompt }] : undefined,
    },
    // The images are square 512×512: the small card, not the large one drawn at 1.91:1.
    twitter: { card: "summary" },
  };
}

export default async function CreatorProfilePage({ params }: Props) {
  const { username } = await params;
  const { profile, images, next_cursor } = await loadOr404(username);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(profileJsonLd(profile, images, env().APP_URL)) }} />
      <FollowerCountProvider initialCount={profile.follower_count}>
        <section className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-6 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h1 className="break-words text-2xl font-bold text-slate-900">{profile.anonymous_username}</h1>
            <p className="mt-2 whitespace-pre-wrap break-words text-slate-700">{profile.bio || "No bio provided"}</p>
            <dl className="mt-4 flex gap-6 text-sm">
              <div>
                <dt className="text-slate-600">Followers</dt>
                <dd className="text-lg font-semibold text-slate-900" data-testid="follower-count">
                  <FollowerCount />
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">Following</dt>
                <dd className="text-lg font-semibold text-slate-900">{profile.following_count}</dd>
              </div>
            </dl>
          </div>
          <FollowButton username={profile.anonymous_username} />
        </section>
      </FollowerCountProvider>

      <GalleryModalProvider>
        <h2 className="mt-8 text-lg font-semibold text-slate-900">Public images</h2>
        {images.length === 0 ? (
          <p className="mt-6 text-center text-slate-600">No public images available</p>
        ) : (
          <>
            <ul className={GALLERY_GRID_CLASS}>
              {images.map((image, index) => (
                <GalleryCard key={image.id} image={image} priority={index < 5} />
              ))}
            </ul>
            <MoreGalleryImages pages={{ list: "profile", username: profile.anonymous_username }} initialCursor={next_cursor} />
          </>
        )}
      </GalleryModalProvider>
    </div>
  );
}
