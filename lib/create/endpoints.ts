import { defineEndpoint } from "@/lib/api/endpoint";
import { variationsAnswerSchema } from "@/lib/gallery/schemas";
import { generateVariationsSchema } from "./variations-input";

/** /create's batch: several variations of one prompt, one credit each. */
export const generateVariationsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/create/variations",
  body: generateVariationsSchema,
  answer: variationsAnswerSchema,
});
