import { defineEndpoint } from "@/lib/api/endpoint";
import { generateImageSchema } from "./generate-input";
import { imageIdParams } from "./route-params";
import { generateImageAnswerSchema, reportImageSchema } from "./schemas";

/** The /overview generator: one image for one credit. */
export const generateImageEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/generate-image",
  body: generateImageSchema,
  answer: generateImageAnswerSchema,
});

/** Any signed-in user reports an image to the admins, with a reason. */
export const reportImageEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/images/[id]/report",
  params: imageIdParams,
  body: reportImageSchema,
});
