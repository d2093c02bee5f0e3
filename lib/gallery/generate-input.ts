import { z } from "zod";
import { DEFAULT_FILTER, DEFAULT_STYLE, IMAGE_FILTERS, IMAGE_SIZE, IMAGE_STYLES, PROMPT_MAX_LENGTH } from "./options";

/** `POST /api/generate-image`: the spec's fields (§3), with negative_prompt and an optional seed. */
export const generateImageSchema = z.object({
  prompt: z
    .string("Enter a prompt")
    .trim()
    .min(1, "Enter a prompt")
    .max(PROMPT_MAX_LENGTH, `The prompt can be at most ${PROMPT_MAX_LENGTH} characters`),
  negative_prompt: z
    .string()
    .trim()
    .max(PROMPT_MAX_LENGTH, `The negative prompt can be at most ${PROMPT_MAX_LENGTH} characters`)
    .default(""),
  style: z.enum(IMAGE_STYLES, `Unknown style. Choose one of: ${IMAGE_STYLES.join(", ")}`).default(DEFAULT_STYLE),
  filter: z.enum(IMAGE_FILTERS, `Unknown filter. Choose one of: ${IMAGE_FILTERS.join(", ")}`).default(DEFAULT_FILTER),
  image_size: z.literal(IMAGE_SIZE, `image_size must be ${IMAGE_SIZE}`).default(IMAGE_SIZE),
  restore_faces: z.boolean("restore_faces must be true or false").default(true),
  seed: z.number().int().min(0).max(2_147_483_647, "seed must be between 0 and 2147483647").optional(),
});

export type GenerateImageInput = z.infer<typeof generateImageSchema>;
