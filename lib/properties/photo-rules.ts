/** What a property photo upload accepts, and what it says when it does not. */
export const MAX_PROPERTY_PHOTO_BYTES = 10 * 1024 * 1024;

/** Longest side of a stored photo, in pixels; larger uploads are scaled down. */
export const PROPERTY_PHOTO_MAX_SIDE = 1600;

/** The file input's accept list: a hint for the picker; the server decides by content. */
export const PROPERTY_PHOTO_ACCEPT = "image/jpeg,image/png,image/webp";

export const PHOTO_MESSAGES = {
  missing: "Choose a photo to upload.",
  empty: "The file is empty.",
  tooLarge: "Photos can be at most 10 MB.",
  unsupported: "Only JPEG, PNG and WebP photos can be uploaded, and this file's content is none of them.",
  corrupt: "This image is damaged and cannot be read.",
} as const;
