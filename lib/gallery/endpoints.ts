import { defineEndpoint } from "@/lib/api/endpoint";
import { generateImageSchema } from "./generate-input";
import { generateImageAnswerSchema } from "./schemas";

/** The /overview generator: one image for one credit. */
export const generateImageEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/generate-image",
  body: generateImageSchema,
  answer: generateImageAnswerSchema,
});
