import type { ImageJson } from "@/lib/gallery/image-json";
import { IMAGE_SIDE } from "@/lib/gallery/options";

/**
 * schema.org data for the public gallery's default view: an image gallery whose images are
 * the newest public ones, each with its creator's profile, so search engines can index them.
 */
export function galleryJsonLd(images: ImageJson[], appUrl: string) {
  const url = (path: string) => new URL(path, appUrl).toString();
  return {
    "@context": "https://schema.org",
    "@type": "ImageGallery",
    name: "Public Gallery",
    url: url("/public-gallery"),
    associatedMedia: images.map((image) => ({
      "@type": "ImageObject",
      contentUrl: url(image.image_url),
      thumbnailUrl: url(image.thumbnail_url),
      caption: image.prompt,
      uploadDate: image.created_at,
      width: IMAGE_SIDE,
      height: IMAGE_SIDE,
      creator: { "@type": "Person", name: image.anonymous_username, url: url(`/profile/${encodeURIComponent(image.anonymous_username)}`) },
    })),
  };
}
