import { z } from "zod";
import { REPORT_REASON_MAX_LENGTH, SEARCH_TEXT_MAX_LENGTH } from "./limits";

export const GALLERY_SORTS = ["newest", "oldest"] as const;
export type GallerySort = (typeof GALLERY_SORTS)[number];

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => value || undefined);

/** A page of a gallery listing: the first without a cursor, the next with the previous answer's next_cursor. */
export const pageQuerySchema = z.object({
  cursor: z.string().max(200, "Invalid cursor").optional(),
});

/** GET /api/search-images and the gallery page's search form: query, creator, sortBy (spec §3). */
export const searchQuerySchema = pageQuerySchema.extend({
  query: optionalText(SEARCH_TEXT_MAX_LENGTH, "Search text"),
  creator: optionalText(100, "Creator"),
  sortBy: z.enum(GALLERY_SORTS, { error: "sortBy must be newest or oldest" }).default("newest"),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const VISIBILITIES = ["public", "private"] as const;

export const visibilitySchema = z.object({
  visibility: z.enum(VISIBILITIES, { error: "visibility must be public or private" }),
});

export const reportImageSchema = z.object({
  reason: z
    .string({ error: "Please give a reason" })
    .trim()
    .min(3, "Please give a reason")
    .max(REPORT_REASON_MAX_LENGTH, `The reason must be at most ${REPORT_REASON_MAX_LENGTH} characters`),
});

export const resolveReportSchema = z.object({
  action: z.enum(["hide", "dismiss"], { error: "action must be hide or dismiss" }),
});

/** The spec's image shape (§3) in every answer; `toImageJson` makes it. */
export const imageJsonSchema = z.object({
  id: z.string(),
  image_url: z.string(),
  thumbnail_url: z.string(),
  prompt: z.string(),
  created_at: z.string(),
  visibility: z.enum(VISIBILITIES),
  anonymous_username: z.string(),
});

export const imagesAnswerSchema = z.object({ images: z.array(imageJsonSchema) });

/** An open report as the admin's moderation list shows it, with the image and who reported it. */
export type OpenReport = { id: string; reason: string; created_at: string; reporter_username: string; image: z.infer<typeof imageJsonSchema> };
export const imagesPageAnswerSchema = z.object({ images: z.array(imageJsonSchema), next_cursor: z.string().nullable() });
/** GET /api/follow/{username}/status, POST and DELETE /api/follow/{username}: the state after the call and the creator's follower count. */
export const followAnswerSchema = z.object({ isFollowing: z.boolean(), follower_count: z.number().int().nonnegative() });

const generatedImage = z.object({ imageUrl: z.string(), image: imageJsonSchema, credits: z.number() });
export const generateImageAnswerSchema = generatedImage.extend({ usedParams: z.object({ prompt: z.string() }) });
export const variationsAnswerSchema = z.object({
  images: z.array(generatedImage.extend({ usedParams: z.object({ prompt: z.string(), seed: z.number() }) })),
  stoppedBy: z.string().nullable(),
});

export const checkoutAnswerSchema = z.object({ url: z.string(), mock: z.boolean().optional() });
