import { UUID_SOURCE } from "@/lib/ids";

/** Storage keys of one image's files: the owner and image ids make them unique and unguessable. */
export const imageKeys = (userId: string, imageId: string) => ({
  imageKey: `images/${userId}/${imageId}.png`,
  thumbKey: `thumbs/${userId}/${imageId}.webp`,
});

const KEY_PATTERN = new RegExp(`^(images/(${UUID_SOURCE})/(${UUID_SOURCE})\\.png|thumbs/(${UUID_SOURCE})/(${UUID_SOURCE})\\.webp)$`);

/** The image id inside a storage key, or null for anything that is not one of our keys. */
export function parseImageKey(key: string): { userId: string; imageId: string } | null {
  const match = KEY_PATTERN.exec(key);
  if (!match) return null;
  return { userId: match[2] ?? match[4], imageId: match[3] ?? match[5] };
}

/** Storage key of one upload of a property's photo: a new key for every upload, so the file never changes. */
export const propertyPhotoKey = (propertyId: string, photoId: string) => `property-photos/${propertyId}/${photoId}.webp`;

const PHOTO_KEY_PATTERN = new RegExp(`^property-photos/(${UUID_SOURCE})/(${UUID_SOURCE})\\.webp$`);

/** The property id inside a property photo's storage key, or null for anything else. */
export function parsePropertyPhotoKey(key: string): { propertyId: string } | null {
  const match = PHOTO_KEY_PATTERN.exec(key);
  return match ? { propertyId: match[1] } : null;
}

/** Storage key of one upload of an office's logo: a new key for every upload. */
export const officeLogoKey = (officeId: string, logoId: string) => `office-logos/${officeId}/${logoId}.webp`;
