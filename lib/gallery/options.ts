/** Spec §9: the styles, filters and image size of the generator, shared by the form and the server. */
export const IMAGE_STYLES = [
  "Cinematic",
  "Anime",
  "Anime XL",
  "Anime XL+",
  "Cinematic XL",
  "Fur",
  "Furtoon",
  "Hardcore XL",
  "Hyperanime",
  "Hyperreal",
  "Hyperreal XL+",
  "Illustration XL+",
  "K-Pop",
  "Photo XL+",
  "Render XL+",
] as const;

export const IMAGE_FILTERS = [
  "Default",
  "Analog",
  "Cinematic",
  "Cyberpunk",
  "Flash",
  "Manga",
  "Polaroid",
  "Professional",
  "Studio",
  "VHS",
  "Vintage",
] as const;

export type ImageStyle = (typeof IMAGE_STYLES)[number];
export type ImageFilter = (typeof IMAGE_FILTERS)[number];

export const DEFAULT_STYLE: ImageStyle = "Cinematic";
export const DEFAULT_FILTER: ImageFilter = "Default";

/** Spec §9: generated images are 512x512. */
export const IMAGE_SIZE = "512x512";
export const IMAGE_SIDE = 512;

/** Longest prompt (and negative prompt) accepted; documented in docs/features.md. */
export const PROMPT_MAX_LENGTH = 1000;
