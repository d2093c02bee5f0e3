import type { ImageJson } from "@/lib/gallery/image-json";
import type { PublicProfile } from "@/lib/gallery/public-profile";

/**
 * schema.org data for a creator's public profile, as search engines read profile pages: the
 * page about one person (the creator's public name), with their followers and follows counted.
 */
export function profileJsonLd(profile: PublicProfile, images: Pick<ImageJson, "image_url">[], appUrl: string) {
  const url = new URL(`/profile/${encodeURIComponent(profile.anonymous_username)}`, appUrl).toString();
  return {
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    url,
    dateCreated: profile.created_at,
    mainEntity: {
      "@type": "Person",
      name: profile.anonymous_username,
      identifier: profile.anonymous_username,
      url,
      ...(profile.bio ? { description: profile.bio } : {}),
      ...(images[0] ? { image: new URL(images[0].image_url, appUrl).toString() } : {}),
      interactionStatistic: {
        "@type": "InteractionCounter",
        interactionType: "https://schema.org/FollowAction",
        userInteractionCount: profile.follower_count,
      },
      agentInteractionStatistic: {
        "@type": "InteractionCounter",
        interactionType: "https://schema.org/FollowAction",
        userInteractionCount: profile.following_count,
      },
    },
  };
}
