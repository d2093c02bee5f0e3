import { z } from "zod";
import { generateImageSchema } from "@/lib/gallery/generate-input";

export const MAX_VARIATIONS = 4;

/** `POST /api/create/variations`: the generator's fields and how many variations (2 to 4). */
export const generateVariationsSchema = generateImageSchema.extend({
  count: z.coerce
    .number()
    .int()
    .min(2, "Choose between 2 and 4 variations")
    .max(MAX_VARIATIONS, "Choose between 2 and 4 variations"),
});

export type GenerateVariationsInput = z.infer<typeof generateVariationsSchema>;
